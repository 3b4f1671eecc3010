// Where the server finds the files it serves and applies beside its code: in a checkout, the two apps'
// Vite builds, the SQL migrations and the modules' SQL functions in the source tree; in a release folder,
// the same beside server.js.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `true` in the bundles `npm run release` compiles (esbuild's define); undeclared when the sources run. */
declare const FAIR28_RELEASE: boolean | undefined;

const here = path.dirname(fileURLToPath(import.meta.url));
const isRelease = typeof FAIR28_RELEASE !== 'undefined' && FAIR28_RELEASE;
const repoRoot = path.resolve(here, '../../..');

/**
 * Absolute folders: the built player app, the built console, the SQL migrations, the SQL functions (each
 * in `<module>/sql/<name>.sql` below it); and how the operator runs the two command lines here, for their
 * usage and messages.
 */
export const layout = isRelease
  ? {
      webDist: path.join(here, 'web'),
      adminDist: path.join(here, 'admin'),
      migrations: path.join(here, 'migrations'),
      functions: path.join(here, 'functions'),
      operatorCommand: 'node operator.js',
      auditCommand: 'node audit.js',
    }
  : {
      webDist: path.join(repoRoot, 'packages/web/dist'),
      adminDist: path.join(repoRoot, 'packages/admin/dist'),
      migrations: path.join(here, 'db/migrations'),
      functions: path.join(here, 'modules'),
      operatorCommand: 'npm run operator --',
      auditCommand: 'npm run audit',
    };
