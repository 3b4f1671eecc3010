// The draw's byte-stream generator read far beyond a draw: each draw key's stream (DrawByteStream, the
// production code), its first `bytesPerKey` bytes, key after key in round order. A draw reads about 23
// bytes of its key's stream; dieharder needs gigabytes, which this gives from the collection's own keys.
import { DrawByteStream } from '@fair28/shared';

/** The concatenated streams from byte `offset` on (rounded up to the next key). */
export function* drawKeyStreams(
  drawKeys: readonly string[],
  bytesPerKey: number,
  offset = 0,
): Generator<Uint8Array> {
  for (const drawKey of drawKeys.slice(Math.ceil(offset / bytesPerKey))) {
    const stream = new DrawByteStream(drawKey);
    const chunk = new Uint8Array(bytesPerKey);
    for (let i = 0; i < bytesPerKey; i++) chunk[i] = stream.nextByte();
    yield chunk;
  }
}
