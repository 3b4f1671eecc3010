// `npm run lint:imports` (part of `npm test`): fails on an import cycle or an import that breaks the
// layering of scripts/import-graph/rules.ts, naming each offending file and the rule.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildGraph, type Edge, edgesOf, findCycles, type ImportGraph } from './graph';
import { checkRules, FAIR28_RULES, type ImportRule } from './rules';

export const SOURCE_FOLDERS = [
  'packages/shared/src',
  'packages/client/src',
  'packages/verifier/src',
  'packages/server/src',
  'packages/web/src',
  'packages/admin/src',
  'e2e',
  'bench',
];

export type ImportReport = { files: number; imports: number; problems: string[] };

const SERVER_MODULE = /^packages\/server\/src\/modules\/([^/]+)\//;

/** Server modules as nodes, an arrow where any file of one imports a file of another (tests aside). */
function moduleGraph(edges: Edge[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const { from, to } of edges) {
    if (/\.test\.ts$/.test(from)) continue;
    const source = SERVER_MODULE.exec(from)?.[1];
    const target = SERVER_MODULE.exec(to)?.[1];
    if (!source || !target || source === target) continue;
    graph.set(source, [...new Set([...(graph.get(source) ?? []), target])]);
    if (!graph.has(target)) graph.set(target, []);
  }
  return graph;
}

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
    ...findCycles(moduleGraph(edges)).map(
      (cycle) => `server modules importing each other in a circle: ${cycle.join(', ')}`,
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
