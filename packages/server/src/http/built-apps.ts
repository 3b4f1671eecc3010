// The two browser apps the server hands out: the player app at / and the operator console at /admin/,
// each a Vite build with brotli and gzip copies beside its files. One way of serving both: the precompressed
// copy the browser accepts, hashed files kept for good, each app's index asked again every time.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type BuiltApp = {
  /** The build's folder (its index.html and assets/). */
  root: string;
  /** Where it is served, ending in a slash: `/` or `/admin/`. */
  prefix: string;
  /**
   * A Content-Security-Policy for this app's page instead of the default one (security-headers.ts), given
   * the hash sources of the page's inline scripts.
   */
  contentSecurityPolicy?: (inlineScripts: string[]) => string;
};

/**
 * The `'sha256-…'` source of each inline script of a page, for its policy's script-src: read from the
 * page as it is served, so a rebuilt app's scripts are allowed without a restart.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.trim() !== '')
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

export async function serveBuiltApp(app: FastifyInstance, built: BuiltApp): Promise<void> {
  // A second registration of @fastify/static must not decorate the reply again.
  const isFirst = !app.hasReplyDecorator('sendFile');
  await app.register(fastifyStatic, {
    root: built.root,
    prefix: built.prefix,
    decorateReply: isFirst,
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
    wildcard: true,
    // With preCompressed, @fastify/static answers a directory 404 for browsers that accept brotli;
    // the app's one page is sent by name instead (below).
    index: false,
    // The build's .br/.gz copy when the browser accepts it.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Hashed files never change under their name, so browsers keep them; index.html names the
      // current ones, the service worker and the manifests are the version's own: asked again each time
      // (a worker kept by a cache would hold phones on an old version).
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (filePath.endsWith('.webmanifest')) response.header('content-type', 'application/manifest+json');
    },
  });
  // The policy matters for the page, which is what loads scripts and styles.
  // The page by its name too: the player app's service worker precaches and serves it as index.html, with
  // the headers it had here.
  const policy = built.contentSecurityPolicy;
  const sendPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (policy) {
      const page = await readFile(path.join(built.root, 'index.html'), 'utf8').catch(() => '');
      reply.header('content-security-policy', policy(inlineScriptSources(page)));
    }
    return reply.sendFile('index.html', built.root);
  };
  app.get(built.prefix, sendPage);
  app.get(`${built.prefix}index.html`, sendPage);
  if (built.prefix !== '/') {
    app.get(built.prefix.replace(/\/$/, ''), (_request, reply) => reply.redirect(built.prefix));
  }
}

/** What / or /admin/ says before its app is built. */
export function serveNotBuilt(app: FastifyInstance, prefix: string, what: string): void {
  app.get(prefix, async (_request, reply) =>
    reply.type('text/plain').send(`The ${what} is not built yet: run \`npm run build\`, then reload.`),
  );
}
