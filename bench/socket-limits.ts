// What holding tens of thousands of sockets on one machine takes, checked before a run sets anything up:
// open files per process and machine-wide, ephemeral ports per source address, and the loopback addresses
// the client processes connect from. Each check that fails says what the machine lacks and how to add it.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { BenchFailure, count, within } from './deadlines';

const CHECK_MS = 15_000;

/** This process's open-file limit, as its children inherit it. */
function openFileLimit(): number {
  const result = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: CHECK_MS });
  const text = result.stdout.trim();
  return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
}

function procNumbers(path: string): number[] | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8').trim().split(/\s+/).map(Number) : undefined;
}

/**
 * Fails unless one process may hold `sockets` sockets and `margin` other open files. Node raises its own
 * soft limit to the hard one as it starts, and its children inherit that: what is left short is the hard
 * limit, which only root can raise.
 */
export function checkOpenFiles(sockets: number, margin: number): void {
  const perProcess = sockets + margin;
  const limit = openFileLimit();
  if (limit >= perProcess) return;
  throw new BenchFailure(
    `this machine cannot hold ${count(sockets)} sockets in one server process: it needs ${count(perProcess)} open files and may open at most ${count(limit)} (\`ulimit -Hn\`; at most ${count(Math.max(0, limit - margin))} sockets here), which only root with CAP_SYS_RESOURCE can raise (\`ulimit -Hn ${perProcess}\`, /etc/security/limits.conf, systemd's LimitNOFILE, or a container's \`--ulimit nofile=${perProcess}:${perProcess}\`)`,
  );
}

/** Fails unless the machine has `files` more open files to give (every socket is one at each end). */
export function checkMachineFiles(files: number, what: string): void {
  const max = procNumbers('/proc/sys/fs/file-max')?.[0];
  const allocated = procNumbers('/proc/sys/fs/file-nr')?.[0];
  if (max === undefined || allocated === undefined || max - allocated >= files) return;
  throw new BenchFailure(
    `this machine cannot hold ${what}: they need ${count(files)} open files and the machine has ${count(max - allocated)} left of ${count(max)} (fs.file-max)`,
  );
}

/** Fails unless one source address has `ports` ephemeral ports (each client socket binds one). */
export function checkEphemeralPorts(ports: number): void {
  const range = procNumbers('/proc/sys/net/ipv4/ip_local_port_range');
  if (!range) return;
  const [low = 0, high = 0] = range;
  if (high - low + 1 >= ports) return;
  throw new BenchFailure(
    `each client process connects ${count(ports)} sockets from one address, and the ephemeral port range ${low}–${high} has ${count(high - low + 1)} ports: widen it (\`sysctl net.ipv4.ip_local_port_range="10000 65535"\`)`,
  );
}

/** Fails unless a socket can connect from each of `sources` (127.0.0.2 and on are not loopback everywhere). */
export async function checkSourceAddresses(sources: string[]): Promise<void> {
  const server = net.createServer((socket) => socket.destroy());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    for (const localAddress of sources) {
      const socket = net.connect({ host: '127.0.0.1', port, localAddress });
      try {
        await within(`connecting from ${localAddress}`, CHECK_MS, once(socket, 'connect'));
      } catch (error) {
        throw new BenchFailure(
          `client sockets connect from ${sources.join(', ')}, but ${localAddress} cannot be used here (${error instanceof Error ? error.message : String(error)}): add it to the loopback interface (macOS: \`sudo ifconfig lo0 alias ${localAddress}\`)`,
        );
      } finally {
        socket.destroy();
      }
    }
  } finally {
    server.close();
  }
}
