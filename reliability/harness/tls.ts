// TLS as the suites run it: a self-signed certificate made by openssl for this machine's names, and the
// repository's TLS server block (deploy/nginx/fair28-tls.conf) with it in place of certbot's.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../packages/server/src/test/processes';

export type Certificate = {
  certificatePath: string;
  keyPath: string;
  /** The certificate itself: what a client trusts to reach the site. */
  pem: string;
};

/** Valid for a day, for play.example.com (the server block's name), localhost and 127.0.0.1. */
export function selfSignedCertificate(dir: string): Certificate {
  const certificatePath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...[
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ],
      ...['-subj', '/CN=play.example.com'],
      ...['-addext', 'subjectAltName=DNS:play.example.com,DNS:localhost,IP:127.0.0.1'],
      ...['-keyout', keyPath, '-out', certificatePath],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certificatePath, keyPath, pem: readFileSync(certificatePath, 'utf8') };
}

export const TLS_SITE = 'deploy/nginx/fair28-tls.conf';

/**
 * The TLS server block with this certificate; with `ports`, its plain-HTTP and HTTPS servers listen on them,
 * on 127.0.0.1 only, instead of 80 and 443 on every address.
 */
export function tlsSiteConfig(certificate: Certificate, ports?: { http: number; https: number }): string {
  const site = readFileSync(path.join(repoRoot, TLS_SITE), 'utf8')
    .replace('/etc/letsencrypt/live/play.example.com/fullchain.pem', certificate.certificatePath)
    .replace('/etc/letsencrypt/live/play.example.com/privkey.pem', certificate.keyPath);
  if (!ports) return site;
  const bound = site
    .replace(/^ {2}listen \[::\]:\d+.*;\n/gm, '')
    .replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${ports.http};`)
    .replace(/^ {2}listen 443 ssl http2;$/m, `  listen 127.0.0.1:${ports.https} ssl http2;`);
  if (!bound.includes(`:${ports.http};`) || !bound.includes(`:${ports.https} ssl`))
    throw new Error(`${TLS_SITE} no longer listens on 80 and 443 as this harness expects`);
  return bound;
}
