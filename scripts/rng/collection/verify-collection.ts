// The report trusts nothing in a collection's files: each row is recomputed from the chain and its beacon
// with the production code, and the raw stream must be exactly the bytes those draws read, in order.
import {
  beaconFault,
  bytesToHex,
  digitsOf,
  drawKeyOf,
  drawOrderFrom,
  GAME_LAYOUTS,
  hexToBytes,
  sha256,
} from '@fair28/shared';
import type { Manifest, OutcomeRow } from './files';
import { RecordingByteStream } from './recording-stream';

/** Beacon signatures checked in full (a pairing costs milliseconds); the others' randomness is still checked. */
const SIGNATURES_CHECKED = 200;

export class CollectionChecker {
  readonly #manifest: Manifest;
  readonly #stream: Uint8Array;
  readonly #signatureEvery: number;
  #streamOffset = 0;
  #round = 0;
  #previousHash: string;

  constructor(manifest: Manifest, stream: Uint8Array) {
    this.#manifest = manifest;
    this.#stream = stream;
    this.#signatureEvery = Math.max(1, Math.floor(manifest.draws / SIGNATURES_CHECKED));
    // hash_(n−1) = SHA-256(hash_n): round 1's hash leads to the terminating hash.
    this.#previousHash = manifest.chain.terminatingHash;
  }

  /** Throws, naming the round, at the first thing that is not what production would have made. */
  check(row: OutcomeRow): void {
    const fault = this.#faultOf(row);
    if (fault) throw new Error(`round ${row.round}: ${fault}`);
  }

  /** After the last row: every round present and every byte of the stream accounted for. */
  finish(): void {
    if (this.#round !== this.#manifest.draws) {
      throw new Error(`${this.#round} rounds in the outcomes, ${this.#manifest.draws} in the manifest`);
    }
    if (this.#streamOffset !== this.#stream.length) throw new Error('the stream holds bytes no draw read');
  }

  #faultOf(row: OutcomeRow): string | null {
    this.#round++;
    if (row.round !== this.#round) return `expected round ${this.#round}`;
    if (bytesToHex(sha256(hexToBytes(row.roundHash))) !== this.#previousHash) {
      return 'the round hash does not hash to the previous one';
    }
    this.#previousHash = row.roundHash;
    if (row.beacon.round !== row.round) return `beacon round ${row.beacon.round}`;
    if (bytesToHex(sha256(hexToBytes(row.beacon.signature))) !== row.beacon.randomness) {
      return 'the beacon randomness is not SHA-256 of its signature';
    }
    if (row.round % this.#signatureEvery === 0) {
      // beaconFault reads only the network's public key.
      const network = {
        chainHash: '',
        publicKey: this.#manifest.beacon.publicKey,
        genesisTime: 0,
        periodSeconds: 0,
      };
      const fault = beaconFault(network, row.beacon, row.round);
      if (fault) return fault;
    }
    if (drawKeyOf(row.roundHash, row.beacon.randomness) !== row.drawKey) return 'wrong draw key';
    const recording = new RecordingByteStream(row.drawKey);
    if (drawOrderFrom(recording).join() !== row.drawOrder.join()) return 'the draw order is not the draw';
    if ([...row.drawOrder].sort((x, y) => x - y).join() !== row.numbers.join())
      return 'numbers not the draw sorted';
    const bytes = recording.recorded();
    const recorded = this.#stream.subarray(this.#streamOffset, this.#streamOffset + bytes.length);
    if (bytesToHex(recorded) !== bytesToHex(bytes))
      return 'the stream file differs from the bytes the draw read';
    this.#streamOffset += bytes.length;
    for (const layout of GAME_LAYOUTS) {
      const { a, b, c, sum } = digitsOf(row.numbers, layout);
      const written = row.digits[layout];
      if (written.a !== a || written.b !== b || written.c !== c || written.sum !== sum)
        return `${layout} digits`;
    }
    return null;
  }
}
