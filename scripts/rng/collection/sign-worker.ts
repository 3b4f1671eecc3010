// A worker thread of the beacon signer: signs the beacon rounds it is sent with the collection's key.
import { parentPort, workerData } from 'node:worker_threads';
import { signBeacon } from '@fair28/shared';
import type { SignRequest, SignResponse } from './beacon-signer';

const secretKey = workerData as Uint8Array;
parentPort?.on('message', ({ id, firstRound, count }: SignRequest) => {
  const beacons = Array.from({ length: count }, (_, offset) => signBeacon(secretKey, firstRound + offset));
  parentPort?.postMessage({ id, beacons } satisfies SignResponse);
});
