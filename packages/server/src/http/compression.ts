// Answers of 1 KB and more go out compressed when the client accepts it: lists, the client config and
// the home screen reach a phone on a slow network in a fraction of their bytes. The apps' files are
// compressed once at build (built-apps.ts sends those copies, which this leaves alone); small answers,
// bets among them, are not worth the work. Request bodies are never inflated: a client sends form text.
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: under a packet, compressing saves nothing a phone notices. */
export const COMPRESS_FROM_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    // Per answer, so quick settings: brotli 4 and gzip 6 take well under a millisecond for a list page.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
