// The draw's byte stream with a record of every byte the draw read, accepted or thrown away: the RNG's raw
// output, before the scaling to [0, n) and the shuffle turn it into numbers.
import { DrawByteStream } from '@fair28/shared';

export class RecordingByteStream extends DrawByteStream {
  readonly #bytes: number[] = [];

  override nextByte(): number {
    const byte = super.nextByte();
    this.#bytes.push(byte);
    return byte;
  }

  recorded(): Uint8Array {
    return Uint8Array.from(this.#bytes);
  }
}
