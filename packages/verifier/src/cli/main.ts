// fair28-verify: checks a fair28 site's every chain and round from its public calls, or from a record file
// exported before (offline); or exports such a file. Exit codes: 0 every check passed (or the file was
// written), 1 a discrepancy (named), 2 nothing could be checked (usage, an unreachable site, a bad file).
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { fileSource, readRecordFile, recordSite } from '../record-file';
import { siteSource } from '../site-source';
import type { RecordSource } from '../source';
import { type VerifyProgress, verifyRecord } from '../verify';
import { reportText } from './report-text';

export const EXIT = { passed: 0, discrepancy: 1, notChecked: 2 } as const;

const USAGE = `Usage:
  fair28-verify <site>                   check every chain and round of a site, e.g. https://example.com
  fair28-verify --file <record.json>     check a record exported before, offline
  fair28-verify <site> --export <file>   record the site's chains, rounds and statistics to a file

Options:
  --quiet     no progress on stderr
  --help      this text

Exit codes: 0 every check passed (or the record was written), 1 a discrepancy (the report names it),
2 nothing could be checked (usage, an unreachable site, an unreadable file).
`;

class UsageError extends Error {}

function siteOf(text: string): RecordSource {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`not a site address: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`not an http(s) address: ${text}`);
  return siteSource(url.origin + url.pathname);
}

function progressLine(isQuiet: boolean) {
  if (isQuiet || !process.stderr.isTTY) return { show: (_text: string) => undefined, done: () => undefined };
  return {
    show: (text: string) => process.stderr.write(`\r${text}\u001b[K`),
    done: () => process.stderr.write('\r\u001b[K'),
  };
}

function describeProgress(progress: VerifyProgress): string {
  const rounds = `${progress.roundsChecked.toLocaleString('en-US')} / ${progress.roundsTotal.toLocaleString('en-US')} rounds`;
  return progress.phase === 'chains'
    ? 'listing chains…'
    : progress.phase === 'rounds'
      ? rounds
      : `${rounds}; statistics…`;
}

export async function run(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      file: { type: 'string' },
      export: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return EXIT.passed;
  }
  const [site, ...extra] = positionals;
  if (extra.length > 0 || (site === undefined) === (values.file === undefined) || (values.export && !site)) {
    throw new UsageError('give a site, or --file <record.json>');
  }
  const progress = progressLine(values.quiet);
  if (site && values.export) {
    const record = await recordSite(siteOf(site), {
      onRounds: (rounds) => progress.show(`${rounds.toLocaleString('en-US')} rounds read`),
    });
    await writeFile(values.export, `${JSON.stringify(record)}\n`);
    progress.done();
    process.stdout.write(
      `fair28-verify: recorded ${record.chains.length} chains and ${record.rounds.length} rounds of ${record.site} to ${values.export}\n` +
        `Check it, here or anywhere later, with: fair28-verify --file ${values.export}\n`,
    );
    return EXIT.passed;
  }
  const source = site
    ? siteOf(site)
    : fileSource(readRecordFile(await readFile(values.file ?? '', 'utf8')), values.file ?? '');
  const report = await verifyRecord(source, { onProgress: (step) => progress.show(describeProgress(step)) });
  progress.done();
  process.stdout.write(reportText(report));
  return report.discrepancy ? EXIT.discrepancy : EXIT.passed;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`fair28-verify: nothing checked: ${message}\n`);
  if (error instanceof UsageError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    process.stderr.write(`\n${USAGE}`);
  }
  process.exitCode = EXIT.notChecked;
}
