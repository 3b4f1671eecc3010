// The clients of bets.ts: keep-alive connections placing one bet per call until the time is up, then the
// call count and latency percentiles back to the main thread. A call unanswered for 10 s ends the run.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const CALL_TIMEOUT_MS = 10_000;
const ANSWERED = 0;
const IN_FLIGHT = 1;

// node:http with keep-alive costs the client far less CPU than fetch, leaving the cores to the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function post(url, path, headers, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(url + path, { method: 'POST', agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new Error(`HTTP ${response.statusCode} answer is not JSON: ${text.slice(0, 200)}`));
        }
      });
      response.on('error', reject);
    });
    request.setTimeout(CALL_TIMEOUT_MS, () =>
      request.destroy(new Error(`a bet call got no answer within ${CALL_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function load(job) {
  const latencies = [];
  const failures = new Map();
  const deadline = performance.now() + job.seconds * 1000;
  let sequence = 0;
  const client = async (index) => {
    // Client i bets as players i, i + clients, i + 2 × clients, … in turn: the funded players all bet, as
    // pgbench's random player does, and no two clients ever bet as one player at once.
    const playersEach = Math.max(1, Math.floor(job.tokens.length / job.clients));
    let turn = 0;
    while (performance.now() < deadline) {
      sequence += 1;
      const token = job.tokens[(index + turn * job.clients) % job.tokens.length];
      turn = (turn + 1) % playersEach;
      const body = new URLSearchParams({
        gzip: job.gzip ? '1' : '0',
        roomId: String(job.roomId),
        items: '[{"betType":"big","amount":"1.00"}]',
        idempotencyKey: `bench-${index}-${sequence}`,
      });
      const started = performance.now();
      const text = body.toString();
      Atomics.add(job.progress, IN_FLIGHT, 1);
      const envelope = await post(
        job.url,
        '/api/v1/room/point/add',
        {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(text),
          authorization: `Bearer ${token}`,
        },
        text,
      ).finally(() => Atomics.sub(job.progress, IN_FLIGHT, 1));
      latencies.push(performance.now() - started);
      Atomics.add(job.progress, ANSWERED, 1);
      if (envelope.code !== 0) failures.set(envelope.message, (failures.get(envelope.message) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: job.clients }, (_, index) => client(index)));
  latencies.sort((x, y) => x - y);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    calls: latencies.length,
    tps: Math.round(latencies.length / job.seconds),
    p50: Number(at(0.5).toFixed(1)),
    p99: Number(at(0.99).toFixed(1)),
    max: Number(at(1).toFixed(1)),
    failures: Object.fromEntries(failures),
  };
}

load(workerData).then(
  (result) => parentPort?.postMessage({ type: 'result', ...result }),
  (error) =>
    parentPort?.postMessage({
      type: 'failed',
      error: error instanceof Error ? error.message : String(error),
    }),
);
