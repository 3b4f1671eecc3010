// The import check on the real tree, inside `npm test`: with Biome's restricted-import rules gone, this is
// where every layering rule and the cycle check hold for the server and the front ends alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImports, SOURCE_FOLDERS } from './check';
import { FAIR28_RULES } from './rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('the repository', () => {
  it('breaks none of the import rules and has no import cycle', () => {
    const report = checkImports(root, SOURCE_FOLDERS, FAIR28_RULES);
    expect(report.problems).toEqual([]);
    expect(report.files).toBeGreaterThan(300);
  });
});
