// The draw's byte-stream generator read far beyond a draw: each draw key's stream (DrawByteStream, the
// production code), its first `bytesPerKey` bytes, key after key in round order. A draw reads about 23
// bytes of its key's stream; dieharder needs gigabytes, which this gives from the collection's own keys.
import { DrawByteStream } from '@fair28/shared';

export function* drawKeyStreams(drawKeys: readonly string[], bytesPerKey: number): Generator<Uint8Array> {
  for (const drawKey of drawKeys) {
    const stream = new DrawByteStream(drawKey);
    const chunk = new Uint8Array(bytesPerKey);
    for (let i = 0; i < bytesPerKey; i++) chunk[i] = stream.nextByte();
    yield chunk;
  }
}
