// `npm run lint:imports` (part of `npm test`): fails on an import cycle or an import that breaks the
// layering of scripts/import-graph/rules.ts, naming each offending file and the rule.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraph, edgesOf, findCycles } from './graph';
import { checkRules, FAIR28_RULES, type ImportRule } from './rules';

export const SOURCE_FOLDERS = [
  'packages/shared/src',
  'packages/server/src',
  'packages/web/src',
  'packages/admin/src',
  'e2e',
  'bench',
];

export type ImportReport = { files: number; imports: number; problems: string[] };

export function checkImports(root: string, folders: string[], rules: ImportRule[]): ImportReport {
  const graph = buildGraph(
    root,
    folders.filter((folder) => existsSync(path.join(root, folder))),
  );
  const edges = edgesOf(graph);
  const problems = [
    ...findCycles(graph).map(
      (cycle) => `import cycle of ${cycle.length} files:\n    ${cycle.join('\n    ')}`,
    ),
    ...checkRules(edges, rules)
      .sort((x, y) => x.edge.from.localeCompare(y.edge.from) || x.edge.to.localeCompare(y.edge.to))
      .map(({ rule, message, edge }) => `${rule}: ${edge.from} imports ${edge.to}\n    ${message}`),
  ];
  return { files: graph.size, imports: edges.length, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const report = checkImports(root, SOURCE_FOLDERS, FAIR28_RULES);
  if (report.problems.length > 0) {
    console.error(`${report.problems.length} import problem(s):\n\n${report.problems.join('\n\n')}`);
    process.exit(1);
  }
  console.log(`imports: ${report.files} files, ${report.imports} imports, no cycles, layering kept`);
}
