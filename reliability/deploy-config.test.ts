// The deployment files as the machines read them: Debian's nginx accepts deploy/nginx (the TLS site beside
// the upstream, with a certificate made here by openssl) and lets through the largest upload the server
// accepts; systemd accepts deploy/systemd's unit, which keeps its hardening and leaves V8's JIT working.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../packages/server/src/config';
import { uploadBodyLimit } from '../packages/server/src/modules/uploads/service';
import { CONNECTIONS_GRACE_MS } from '../packages/server/src/ops/listener-drain';
import { repoRoot } from '../packages/server/src/test/processes';
import { selfSignedCertificate, tlsSiteConfig } from './harness/tls';

const NGINX = '/usr/sbin/nginx';
const deployFile = (file: string) => readFileSync(path.join(repoRoot, 'deploy', file), 'utf8');

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'fair28-deploy-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

describe('deploy/nginx', () => {
  it('nginx -t accepts fair28-tls.conf beside fair28.conf, with a self-signed certificate', () => {
    expect(existsSync(NGINX), `${NGINX} is missing: apt-get install nginx-light`).toBe(true);
    writeFileSync(path.join(work, 'tls.conf'), tlsSiteConfig(selfSignedCertificate(work)));
    writeFileSync(path.join(work, 'plain.conf'), deployFile('nginx/fair28.conf'));
    writeFileSync(
      path.join(work, 'nginx.conf'),
      [
        `pid ${work}/nginx.pid;`,
        `error_log ${work}/error.log;`,
        'events {}',
        `http { access_log off; include ${work}/plain.conf; include ${work}/tls.conf; }`,
      ].join('\n'),
    );
    const checked = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(checked.stderr).toContain('test is successful');
    expect(checked.status).toBe(0);
    // HTTPS with HTTP/2, plain HTTP only redirecting, the socket upgraded.
    const tls = deployFile('nginx/fair28-tls.conf');
    expect(tls).toMatch(/listen 443 ssl http2;/);
    expect(tls).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(tls).toMatch(/location \/ws \{[^}]*proxy_set_header Upgrade \$http_upgrade;/);
  });

  it('client_max_body_size lets through the largest upload the server accepts at its default size', () => {
    const limit = /client_max_body_size (\d+)m;/.exec(deployFile('nginx/fair28-tls.conf'))?.[1];
    const largest = uploadBodyLimit(loadConfig({}).uploads.maxBytes);
    expect(Number(limit) * 1024 * 1024).toBeGreaterThanOrEqual(largest);
    // …and not far more: nginx, not a node, turns away what the server would refuse anyway.
    expect(Number(limit) * 1024 * 1024).toBeLessThan(largest + 2 * 1024 * 1024);
  });
});

describe('deploy/nginx and the drain', () => {
  it('nginx ends its idle connections to a node before a draining node would end them itself', () => {
    const upstream = /upstream fair28_nodes \{[^}]*\}/.exec(deployFile('nginx/fair28.conf'))?.[0] ?? '';
    const timeout = /keepalive_timeout (\d+)s;/.exec(upstream)?.[1];
    expect(timeout, 'keepalive_timeout in the upstream block').toBeDefined();
    expect(Number(timeout) * 1000).toBeLessThan(CONNECTIONS_GRACE_MS);
  });
});

describe('deploy/systemd', () => {
  const unit = deployFile('systemd/fair28@.service');

  it('systemd-analyze verify accepts the unit, with no warning', () => {
    const file = path.join(work, 'fair28@8081.service');
    writeFileSync(file, unit);
    const verified = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(verified.error, 'systemd-analyze is missing: apt-get install systemd').toBeUndefined();
    expect(verified.stderr.trim()).toBe('');
    expect(verified.status).toBe(0);
  });

  it('runs the release as fair28, hardened, and leaves write-and-execute memory to V8', () => {
    for (const line of [
      'User=fair28',
      'EnvironmentFile=/etc/fair28.env',
      'ExecStart=/usr/bin/node /opt/fair28/current/server.js',
      'Restart=on-failure',
      'ProtectSystem=strict',
      'ReadWritePaths=/var/lib/fair28',
      'ProtectHome=yes',
      'PrivateTmp=yes',
      'NoNewPrivileges=yes',
      'PrivateDevices=yes',
      'ProtectKernelTunables=yes',
      'ProtectKernelModules=yes',
      'ProtectKernelLogs=yes',
      'RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX',
      'CapabilityBoundingSet=',
      'SystemCallFilter=@system-service',
    ])
      expect(unit.split('\n')).toContain(line);
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=/m);
  });
});
