// A second server of a spec's own, for settings the suite's server does not have (a real payout hold, a
// long drawn history): on E2E_PORT + 10, with its own embedded database whatever the suite's server uses,
// and the demo seeded. `prepare`, when given, is a script of the server's run first on that data folder.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 150_000;

export type OwnServer = { base: string; stop(): void };

export async function startOwnServer(
  name: string,
  settings: Record<string, string>,
  prepare?: { script: string; args: string[]; timeoutMs: number },
): Promise<OwnServer> {
  const port = Number(process.env.E2E_PORT ?? 8180) + 10;
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _suiteDatabase, ...environment } = process.env;
  const env = {
    ...environment,
    LOG_LEVEL: 'warn',
    FAIR28_SEED_DEMO: 'true',
    FAIR28_DATA_DIR: mkdtempSync(path.join(tmpdir(), `fair28-e2e-${name}-`)),
    ...settings,
  };
  if (prepare) {
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', prepare.script, ...prepare.args], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: prepare.timeoutMs,
    });
    if (prepared.status !== 0) throw new Error(`${prepare.script} failed: ${prepared.stderr}`);
  }
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const stop = () => void server.kill('SIGTERM');
  for (let waited = 0; ; waited += 1000) {
    const isUp = await fetch(`${base}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isUp) return { base, stop };
    if (waited > START_TIMEOUT_MS) {
      stop();
      throw new Error(`the ${name} server did not start in ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
