// Which way imports may point in fair28 (docs/ARCHITECTURE.md draws the picture): no cycles anywhere; on
// the server, layers point down and a module is reached only through its service; in the front ends, a
// feature stands alone and the shared layers sit below every feature.
import type { Edge } from './graph';

export type ImportRule = {
  name: string;
  /** Why the rule exists: printed with every import it refuses. */
  message: string;
  from: RegExp;
  to: RegExp;
  /** An import both patterns match is still allowed when this says so (the same module, say). */
  unless?: (from: RegExpExecArray, to: RegExpExecArray) => boolean;
};

export type Violation = { rule: string; message: string; edge: Edge };

const SERVER = 'packages/server/src/';
const FRONT_ENDS = ['packages/web/src/', 'packages/admin/src/'];
// Tests: unit and integration files, the attack suites (`*.attack.ts`, npm run test:attacks) and their helpers.
const isTest = (file: string) => /\.(test|attack)\.tsx?$/.test(file) || file.startsWith(`${SERVER}test/`);

const serverRules: ImportRule[] = [
  {
    name: 'server-layers',
    message:
      'config, db, infra, kernel and payments sit below transport and domain code: they never import it.',
    from: /^packages\/server\/src\/(config\.ts|db\/|infra\/|kernel\/|payments\/)/,
    to: /^packages\/server\/src\/((http|realtime|modules|seed|cli|test)\/|(app|main|start)\.ts$)/,
  },
  {
    name: 'transport-below-domain',
    message: 'http/ and realtime/ carry calls and events; domain modules are wired to them in app.ts.',
    from: /^packages\/server\/src\/(http|realtime)\//,
    to: /^packages\/server\/src\/((modules|seed|cli)\/|(app|main|start)\.ts$)/,
  },
  {
    name: 'transports-apart',
    message: 'The HTTP protocol and the socket hub do not know each other.',
    from: /^packages\/server\/src\/(http|realtime)\//,
    to: /^packages\/server\/src\/(http|realtime)\//,
    unless: (from, to) => from[1] === to[1],
  },
  {
    name: 'module-privacy',
    message: 'Another module is reached only through its service.ts: its queries and helpers are its own.',
    from: /^packages\/server\/src\/modules\/([^/]+)\//,
    to: /^packages\/server\/src\/modules\/([^/]+)\/(.+)$/,
    unless: (from, to) => from[1] === to[1] || to[2] === 'service.ts',
  },
  {
    name: 'routes-call-their-service',
    message: 'Routes hold no logic: they call their own module service, which owns the rules and queries.',
    from: /^packages\/server\/src\/modules\/([^/]+)\/routes\.ts$/,
    to: /^packages\/server\/src\/modules\/([^/]+)\/(.+)$/,
    unless: (from, to) => from[1] === to[1] && to[2] === 'service.ts',
  },
  {
    name: 'services-know-no-transport',
    message: 'Services take plain values and throw AppError (kernel/); only routes.ts speaks HTTP.',
    from: /^packages\/server\/src\/modules\/[^/]+\/(?!routes\.ts$)/,
    to: /^packages\/server\/src\/(http|realtime)\//,
  },
  {
    name: 'domain-below-composition',
    message: 'app.ts and main.ts compose the modules; the modules never import them, the seed or the CLI.',
    from: /^packages\/server\/src\/modules\//,
    to: /^packages\/server\/src\/((seed|cli)\/|(app|main|start)\.ts$)/,
  },
  {
    name: 'no-test-code-in-the-server',
    message: 'Test helpers are for tests only.',
    from: /^packages\/server\/src\//,
    to: /^packages\/server\/src\/test\//,
  },
];

const frontEndRules: ImportRule[] = FRONT_ENDS.flatMap((root) => {
  const at = (pattern: string) => new RegExp(`^${root.replaceAll('/', '\\/')}${pattern}`);
  return [
    {
      name: 'features-stand-alone',
      message:
        'A feature never imports another: what two features share moves down to components/, lib/ or api/.',
      from: at('features\\/([^/]+)\\/'),
      to: at('features\\/([^/]+)\\/'),
      unless: (from: RegExpExecArray, to: RegExpExecArray) => from[1] === to[1],
    },
    {
      name: 'shared-below-features',
      message: 'Shared layers sit below features and app: imports flow shared → features → app.',
      from: at('(api|lib|components|config|i18n|hooks|styles)\\/'),
      to: at('(features|app)\\/'),
    },
    {
      name: 'features-below-app',
      message: 'Features are composed by app/; they never import it.',
      from: at('features\\/'),
      to: at('app\\/'),
    },
  ];
});

export const FAIR28_RULES: ImportRule[] = [...serverRules, ...frontEndRules];

export function checkRules(edges: Edge[], rules: ImportRule[]): Violation[] {
  const violations: Violation[] = [];
  // Tests may reach further (a test seeds through a module's queries); the cycle check still covers them.
  for (const edge of edges.filter((candidate) => !isTest(candidate.from))) {
    for (const rule of rules) {
      const from = rule.from.exec(edge.from);
      const to = from && rule.to.exec(edge.to);
      if (!from || !to || rule.unless?.(from, to)) continue;
      violations.push({ rule: rule.name, message: rule.message, edge });
    }
  }
  return violations;
}
