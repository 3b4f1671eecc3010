// The release as an operator installs it: the run's tarball (harness/release-build.ts) unpacked into an
// empty folder, its server.js started with plain Node, as root or as the unprivileged user of its unit.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { ServerLaunch } from '../../packages/server/src/test/processes';
import { command, userId } from './postgres-clusters';

/** The tarball the run's global setup built (or was given). */
export function releaseTarball(): string {
  const tarball = inject('releaseTarball');
  if (!tarball)
    throw new Error(
      'no release tarball: run this file with `npm run test:release` (vitest.release.config.ts)',
    );
  return tarball;
}

/** Unpacks the tarball into `into`, an empty folder, as README "Install it on the server" does; the release's folder. */
export function unpackRelease(tarball: string, into: string): string {
  execFileSync('tar', ['--extract', '--gzip', '--file', tarball, '--directory', into]);
  const [unpacked, ...others] = readdirSync(into);
  if (!unpacked || others.length > 0)
    throw new Error(`the tarball should hold one folder, it held: ${readdirSync(into).join(', ')}`);
  return path.join(into, unpacked);
}

export type ServiceUser = { name: string; uid: number; gid: number };

/** An unprivileged system user for the nodes, made once on this machine (it needs root). */
export async function serviceUser(name: string): Promise<ServiceUser> {
  const exists = () => spawnSync('id', ['-u', name]).status === 0;
  if (!exists()) {
    await command(
      'useradd',
      ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name],
      30_000,
    ).catch((error: unknown) => {
      // Another run may have made it meanwhile.
      if (!exists()) throw error;
    });
  }
  return { name, uid: await userId(name), gid: await userId(name, true) };
}

/** `node <release>/server.js` from `cwd` (the unit's WorkingDirectory), as `user` when given. */
export const releaseServer = (folder: string, cwd = folder, user?: ServiceUser): ServerLaunch => ({
  args: [path.join(folder, 'server.js')],
  cwd,
  ...(user ? { user: { uid: user.uid, gid: user.gid } } : {}),
});
