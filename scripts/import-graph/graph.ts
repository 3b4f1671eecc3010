// The import graph of a source tree: every file's imports (type-only ones too, since a type import still
// ties two files together), resolved to files of the tree, and the cycles in it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export type Edge = { from: string; to: string };
/** Files by path relative to the root, each with the files of the tree it imports. */
export type ImportGraph = Map<string, string[]>;

function sourceFiles(dir: string, root: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, root, found);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path.relative(root, full));
  }
  return found;
}

type AstNode = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

const literalText = (value: unknown) =>
  isNode(value) && value.type === 'StringLiteral' ? String(value.value) : undefined;

/** The specifiers a file imports or re-exports, statically or dynamically (`import('…')`). */
export function importSpecifiers(file: string, source: string): string[] {
  const ast = parse(source, {
    sourceType: 'module',
    sourceFilename: file,
    // JSX only in .tsx: in a .ts file `<T>value` is a type assertion.
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  });
  const specifiers: string[] = [];
  const visit = (node: AstNode) => {
    const isModuleEdge = ['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration'].includes(
      node.type,
    );
    const isDynamicImport =
      node.type === 'ImportExpression' ||
      (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'Import');
    const specifier = isModuleEdge
      ? literalText(node.source)
      : isDynamicImport
        ? literalText(node.source ?? (node.arguments as unknown[] | undefined)?.[0])
        : undefined;
    if (specifier !== undefined) specifiers.push(specifier);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(ast.program as unknown as AstNode);
  return specifiers;
}

/** `@/x` in an app (packages/<app>/src/…) is that app's `src/x` (its tsconfig.json's paths). */
function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.join(path.dirname(file), specifier);
  const app = /^(packages\/[^/]+\/src)\//.exec(file)?.[1];
  if (app && specifier.startsWith('@/')) return path.join(app, specifier.slice(2));
  return undefined;
}

/** Relative and `@/` specifiers resolved to files of the tree; packages and unknown paths are left out. */
export function buildGraph(root: string, folders: string[]): ImportGraph {
  const files = folders.flatMap((folder) => sourceFiles(path.join(root, folder), root));
  const known = new Set(files);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importSpecifiers(file, readFileSync(path.join(root, file), 'utf8'))) {
      const base = resolveSpecifier(file, specifier);
      if (!base) continue;
      const target = RESOLVED_ENDINGS.map((ending) => base + ending).find((candidate) =>
        known.has(candidate),
      );
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The strongly connected groups of more than one file (or a file importing itself): each is a cycle. */
export function findCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  // Tarjan's algorithm, iterative so a deep tree cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const isSelfImport = group.length === 1 && (graph.get(frame.node) ?? []).includes(frame.node);
        if (group.length > 1 || isSelfImport) cycles.push(group.sort());
      }
    }
  }
  return cycles;
}

export function edgesOf(graph: ImportGraph): Edge[] {
  return [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));
}
