// Signs the collection's beacons, one a round, with signBeacon: drand's scheme (bls-unchained-g1-rfc9380)
// as fair28's own beacon signs it. A BLS signature costs milliseconds, a hundred times the draw, so a large
// collection signs in worker threads; the signatures are the same, BLS signing being deterministic.
import { Worker } from 'node:worker_threads';
import { type Beacon, signBeacon } from '@fair28/shared';

export type SignRequest = { id: number; firstRound: number; count: number };
export type SignResponse = { id: number; beacons: Beacon[] };

export type BeaconSigner = {
  /** The beacons of rounds firstRound .. firstRound + count − 1, in order. */
  sign(firstRound: number, count: number): Promise<Beacon[]>;
  close(): Promise<void>;
};

export function inThreadSigner(secretKey: Uint8Array): BeaconSigner {
  return {
    sign: async (firstRound, count) =>
      Array.from({ length: count }, (_, offset) => signBeacon(secretKey, firstRound + offset)),
    close: async () => {},
  };
}

/** Requests go to the least busy worker; each answers its own in order. */
export function workerSigner(secretKey: Uint8Array, workerCount: number): BeaconSigner {
  // The worker is TypeScript: a one-line bootstrap loads it through tsx, as this process is loaded.
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) =>
    tsx.tsImport(${JSON.stringify(new URL('./sign-worker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;
  const workers = Array.from(
    { length: workerCount },
    () => new Worker(bootstrap, { eval: true, workerData: secretKey }),
  );
  const pending = new Map<number, { resolve: (beacons: Beacon[]) => void; reject: (error: Error) => void }>();
  const busy = new Map<Worker, number>(workers.map((worker) => [worker, 0]));
  let nextId = 0;
  for (const worker of workers) {
    worker.on('message', ({ id, beacons }: SignResponse) => {
      busy.set(worker, (busy.get(worker) ?? 1) - 1);
      pending.get(id)?.resolve(beacons);
      pending.delete(id);
    });
    worker.on('error', (error) => {
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    });
  }
  return {
    sign(firstRound, count) {
      const id = nextId++;
      const worker = workers.reduce((idlest, candidate) =>
        (busy.get(candidate) ?? 0) < (busy.get(idlest) ?? 0) ? candidate : idlest,
      );
      busy.set(worker, (busy.get(worker) ?? 0) + 1);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, firstRound, count } satisfies SignRequest);
      });
    },
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
