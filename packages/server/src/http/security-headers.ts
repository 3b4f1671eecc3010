// The security headers of every answer (helmet): a strict Content-Security-Policy for the player app —
// its own scripts and styles only, calls and sockets only to the configured lines — no framing, no MIME
// sniffing, no referrer leaving the site. Pages with other needs (the sandbox pay page, served images) set
// their own policy on their routes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';

/** Each line as the app calls it (https://…) and as its socket connects (wss://…), plus the socket URL. */
export function connectSources(config: Pick<Config, 'lines' | 'socketUrl'>): string[] {
  const sources = new Set<string>(["'self'"]);
  for (const line of config.lines) {
    const origin = new URL(line).origin;
    sources.add(origin);
    sources.add(origin.replace(/^http/, 'ws'));
  }
  if (config.socketUrl) sources.add(new URL(config.socketUrl).origin);
  return [...sources];
}

type Directives = Record<string, string[]>;

function playerAppDirectives(config: Config): Directives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // Uploaded images are previewed from the file before they go up (blob: and data: URLs).
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: connectSources(config),
    // The app's own service worker (sw.js) and web app manifests, nothing from elsewhere.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Over plain HTTP (the demo on a LAN address) upgrading would break every request.
    ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [kebab(name), ...sources].join(' '))
    .join('; ');
}

/**
 * The player app's page: the policy every answer has, with the page's own inline scripts allowed by
 * their hashes (`'sha256-…'`, built-apps.ts reads them from the page): the one that asks for the words
 * before any file has arrived (web/src/boot/words-first.ts). No other inline script runs.
 */
export function playerAppPolicy(config: Config, inlineScripts: readonly string[]): string {
  const directives = playerAppDirectives(config);
  return policyText({ ...directives, scriptSrc: [...(directives.scriptSrc ?? []), ...inlineScripts] });
}

/**
 * The operator console's policy: the player app's, but antd writes its component styles into <style>
 * elements at run time (CSS-in-JS), so inline styles are allowed there. Scripts stay 'self' only.
 */
export function consolePolicy(config: Config): string {
  return policyText({ ...playerAppDirectives(config), styleSrc: ["'self'", "'unsafe-inline'"] });
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  // Handed to the reply, which writes them with its own at once: setting them on the raw response one by
  // one, as helmet does, cost a bet call several per cent of its CPU.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets, read once from a response that only records them: every answer's are the same,
 * so helmet decides them (which headers, their values) and no request pays for deciding again.
 */
function securityHeaders(config: Config): Record<string, string> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: playerAppDirectives(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Clients on other lines (other origins) call the API and load its images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let isDone = false;
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    isDone = true;
  });
  // helmet calls on synchronously; were that to change, every answer would go without its headers.
  if (!isDone) throw new Error('helmet did not finish setting the security headers at once');
  return headers;
}
