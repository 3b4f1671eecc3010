// The front ends keep their layering on the real tree, inside `npm test`: features stand alone, shared
// layers sit below them, and no cycle runs through a front end. (The server's turn comes when its
// modules are reshaped; `npm run lint:imports` checks the whole repository.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImports, SOURCE_FOLDERS } from './check';
import { FAIR28_RULES } from './rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the front ends', () => {
  it('break none of the import rules', () => {
    const report = checkImports(root, SOURCE_FOLDERS, FAIR28_RULES);
    const frontEnd = report.problems.filter((problem) => /packages\/(web|admin)\/src\//.test(problem));
    expect(frontEnd).toEqual([]);
    expect(report.files).toBeGreaterThan(100);
  });
});
