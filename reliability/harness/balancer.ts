// nginx in front of the nodes, from Debian's package: deploy/nginx/fair28.conf as it is, with its upstream
// listing the nodes started here and its port a free one, in a folder of its own (no root, no system
// files); with a certificate, deploy/nginx/fair28-tls.conf beside it, as README "nginx with TLS" installs
// it. Its access log records each answer: its status, the request and which node (or nodes) it went to.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from '../../packages/server/src/test/processes';
import { type Certificate, tlsSiteConfig } from './tls';
import { waitFor } from './waiting';

const NGINX = '/usr/sbin/nginx';

/** One request as nginx's access log has it. */
export type BalancerAnswer = {
  /** The status nginx answered with (101 for a socket upgrade, 499 when the client gave up first). */
  status: number;
  /** Method and path, `POST /api/v1/bet/add`. */
  request: string;
  /** The nodes nginx tried, in order (`host:port`): more than one when it passed the request on. */
  upstreams: string[];
  /** What each of them answered ('502' where the connection failed), in the same order. */
  upstreamStatuses: string[];
};

export type Balancer = {
  origin: string;
  socketUrl: string;
  /** Every request answered so far, in order, from the access log. */
  answers(): Promise<BalancerAnswer[]>;
  /** nginx's error log so far (why a node was skipped, or why an answer was 502). */
  errors(): Promise<string>;
  stop(): Promise<void>;
  /** Ends nginx at once (the test process is exiting). */
  killNow(): void;
};

/** The players' side of the TLS site: HTTPS, its socket, and the plain HTTP server that redirects. */
export type TlsBalancer = Balancer & { httpsOrigin: string; wssUrl: string; httpOrigin: string };

/** The repository's server block with these node ports and this listening port. */
export async function balancerConfig(nodePorts: readonly number[], port: number): Promise<string> {
  const conf = await readFile(path.join(repoRoot, 'deploy/nginx/fair28.conf'), 'utf8');
  const servers = nodePorts.map((nodePort) => `  server 127.0.0.1:${nodePort} max_fails=1 fail_timeout=5s;`);
  const withNodes = conf
    .replace(/^ {2}server 127\.0\.0\.1:\d+ .*;\n/gm, '')
    .replace(/upstream fair28_nodes \{\n/, (open) => `${open}${servers.join('\n')}\n`);
  if (!withNodes.includes(servers[0] ?? ''))
    throw new Error('deploy/nginx/fair28.conf has no upstream to fill');
  return withNodes.replace(/listen \d+;/, `listen 127.0.0.1:${port};`);
}

export async function startBalancer(nodePorts: readonly number[]): Promise<Balancer> {
  const port = await freePort();
  return startNginx(port, await balancerConfig(nodePorts, port));
}

/**
 * nginx with fair28.conf (its plain server kept to 127.0.0.1) and the TLS site beside it, its plain-HTTP and
 * HTTPS servers on the ports given (the nodes are told their public address before nginx starts).
 */
export async function startTlsBalancer(
  nodePorts: readonly number[],
  certificate: Certificate,
  { http, https }: { http: number; https: number },
): Promise<TlsBalancer> {
  const plain = await freePort();
  const sites = [await balancerConfig(nodePorts, plain), tlsSiteConfig(certificate, { http, https })];
  return {
    ...(await startNginx(plain, sites.join('\n'))),
    httpsOrigin: `https://127.0.0.1:${https}`,
    wssUrl: `wss://127.0.0.1:${https}/ws`,
    httpOrigin: `http://127.0.0.1:${http}`,
  };
}

/** nginx with these server blocks, once fair28.conf's plain server (on `port`) answers. */
async function startNginx(port: number, sites: string): Promise<Balancer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fair28-nginx-'));
  // Started by root, nginx's workers run as nobody: they must reach the temp folders made here.
  await chmod(dir, 0o755);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  log_format answers '$status\t$request_method $uri\t$upstream_addr\t$upstream_status';
  access_log ${dir}/access.log answers;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${sites}
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`nginx on ${origin}`, 10_000, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    return fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  });
  return {
    origin,
    socketUrl: `ws://127.0.0.1:${port}/ws`,
    async answers() {
      const log = await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
      return log.split('\n').filter(Boolean).map(parseAnswer);
    },
    errors: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    killNow: () => {
      child.kill('SIGKILL');
    },
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** `$upstream_addr` and `$upstream_status` list each node tried, separated by ", " (" : " between groups). */
const listOf = (field: string) => field.split(/, | : /).filter((item) => item !== '' && item !== '-');

function parseAnswer(line: string): BalancerAnswer {
  const [status = '', request = '', upstreams = '', upstreamStatuses = ''] = line.split('\t');
  return {
    status: Number(status),
    request,
    upstreams: listOf(upstreams),
    upstreamStatuses: listOf(upstreamStatuses),
  };
}
