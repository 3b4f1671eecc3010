// The import check itself: on a small tree written for the test, it must name a deliberate cycle and each
// kind of forbidden import, and pass the same tree once they are mended.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports, SOURCE_FOLDERS } from './check';
import { FAIR28_RULES } from './rules';

let root: string;

function tree(files: Record<string, string>) {
  root = mkdtempSync(path.join(tmpdir(), 'fair28-imports-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return checkImports(root, SOURCE_FOLDERS, FAIR28_RULES);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const server = 'packages/server/src';
const web = 'packages/web/src';

describe('the import check', () => {
  it('fails on a cycle, type-only imports included, and names every file in it', () => {
    const report = tree({
      [`${server}/kernel/context.ts`]:
        "import type { Hub } from '../realtime/hub';\nexport type Ctx = { hub: Hub };\n",
      [`${server}/realtime/hub.ts`]:
        "import type { Ctx } from '../kernel/context';\nexport type Hub = { ctx?: Ctx };\n",
    });
    expect(report.problems).toContainEqual(expect.stringContaining('import cycle of 2 files'));
    expect(report.problems.join('\n')).toContain(`${server}/kernel/context.ts`);
    expect(report.problems.join('\n')).toContain(`${server}/realtime/hub.ts`);
  });

  it('fails on server modules that import each other in a circle, even with no file cycle', () => {
    const report = tree({
      [`${server}/modules/rounds/service.ts`]:
        "import { chainOf } from '../fairness/service';\nexport const a = chainOf;\n",
      [`${server}/modules/rounds/queries.ts`]: 'export const findRound = 1;\n',
      [`${server}/modules/fairness/service.ts`]:
        "import { verify } from '../rounds/verify';\nexport const chainOf = 1;\nexport const b = verify;\n",
      [`${server}/modules/rounds/verify.ts`]:
        "import { findRound } from './queries';\nexport const verify = findRound;\n",
    });
    expect(report.problems).toContainEqual(
      'server modules importing each other in a circle: fairness, rounds',
    );
    expect(report.problems.filter((problem) => problem.startsWith('import cycle'))).toEqual([]);
  });

  it("fails on a sideways import into another module's queries, and on routes skipping their service", () => {
    const report = tree({
      [`${server}/modules/bets/service.ts`]:
        "import { findRoom } from '../catalogue/queries';\nexport const x = findRoom;\n",
      [`${server}/modules/bets/routes.ts`]:
        "import { selectBets } from './queries';\nexport const y = selectBets;\n",
      [`${server}/modules/bets/queries.ts`]: 'export const selectBets = 1;\n',
      [`${server}/modules/catalogue/queries.ts`]: 'export const findRoom = 1;\n',
    });
    expect(report.problems).toEqual([
      expect.stringMatching(/^routes-call-their-service: .*bets\/routes\.ts imports .*bets\/queries\.ts/),
      expect.stringMatching(/^module-privacy: .*bets\/service\.ts imports .*catalogue\/queries\.ts/),
    ]);
  });

  it('fails when a lower layer or a service imports transport code, and when web features import each other', () => {
    const report = tree({
      [`${server}/http/protocol.ts`]: 'export const registerCall = 1;\n',
      [`${server}/db/database.ts`]:
        "import { registerCall } from '../http/protocol';\nexport const a = registerCall;\n",
      [`${server}/modules/ledger/service.ts`]:
        "import { registerCall } from '../../http/protocol';\nexport const b = registerCall;\n",
      [`${web}/features/wallet/format.ts`]: 'export const money = 1;\n',
      [`${web}/features/room/page.tsx`]:
        "import { money } from '../wallet/format';\nexport const c = <b>{money}</b>;\n",
      [`${web}/lib/socket.ts`]: "import { c } from '../features/room/page';\nexport const d = c;\n",
      // A lazy page is an import too.
      [`${web}/features/trend/routes.ts`]: "export const page = () => import('../room/page');\n",
    });
    const rules = report.problems.map((problem) => problem.split(':')[0]);
    expect(rules.sort()).toEqual([
      'features-stand-alone',
      'features-stand-alone',
      'server-layers',
      'services-know-no-transport',
      'shared-below-features',
    ]);
  });

  it("follows an app's `@/` imports (its src folder) as it follows relative ones", () => {
    const report = tree({
      [`${web}/features/wallet/format.ts`]: 'export const money = 1;\n',
      [`${web}/features/room/components/stake.tsx`]:
        "import { money } from '@/features/wallet/format';\nexport const c = <b>{money}</b>;\n",
      [`${web}/lib/socket.ts`]:
        "import { c } from '@/features/room/components/stake';\nexport const d = c;\n",
    });
    expect(report.problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'features-stand-alone',
      'shared-below-features',
    ]);
  });

  it('passes a tree that keeps the rules, tests reaching into queries included', () => {
    const report = tree({
      [`${server}/kernel/app-error.ts`]: 'export class AppError extends Error {}\n',
      [`${server}/modules/catalogue/queries.ts`]: 'export const findRoom = 1;\n',
      [`${server}/modules/catalogue/service.ts`]:
        "import { findRoom } from './queries';\nexport const requireRoom = findRoom;\n",
      [`${server}/modules/bets/service.ts`]:
        "import { AppError } from '../../kernel/app-error';\nimport * as catalogue from '../catalogue/service';\nexport const x = [AppError, catalogue];\n",
      [`${server}/modules/bets/routes.ts`]: "import * as bets from './service';\nexport const y = bets;\n",
      [`${server}/modules/bets/bets.test.ts`]:
        "import { findRoom } from '../catalogue/queries';\nexport const z = findRoom;\n",
      [`${web}/features/room/page.tsx`]:
        "import { money } from '../../lib/format';\nexport const c = <b>{money}</b>;\n",
      [`${web}/lib/format.ts`]: 'export const money = 1;\n',
    });
    expect(report.problems).toEqual([]);
    expect(report.files).toBe(8);
    expect(report.imports).toBe(6);
  });
});
