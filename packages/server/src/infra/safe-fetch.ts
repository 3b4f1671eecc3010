// Fetches an address for a client (the forward call) without letting it reach inside our network: only
// http(s) URLs on allow-listed hosts and path prefixes; the host's addresses are resolved here and every
// one must be public unicast (ipaddr.js) — no loopback, private, link-local (cloud metadata), unique-local,
// carrier-grade NAT, reserved or IPv6 forms embedding IPv4 — unless configured as trusted; the connection
// goes to the address that was checked (no second lookup a rebinding DNS could answer differently);
// redirects are followed by hand, each hop checked again from the start.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type FetchPolicy = {
  /** URL prefixes: scheme, host and port must match exactly, the path must start with the prefix's. */
  allow: readonly string[];
  /** Addresses exempt from the public-address rule (a quotes service inside our own network). */
  trustedAddresses: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export type FetchedText = { url: string; status: number; contentType: string; body: string };

/** Why a fetch was refused; the caller answers with its own error, never with these details. */
export class FetchRefused extends Error {}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

function parseUrl(text: string): URL {
  let url: URL;
  try {
    // The WHATWG parser normalises hosts: 2130706433, 0177.0.0.1 and 0x7f.1 all become 127.0.0.1.
    url = new URL(text);
  } catch {
    throw new FetchRefused('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('scheme');
  if (url.username || url.password) throw new FetchRefused('credentials in URL');
  return url;
}

const portOf = (url: URL) => url.port || DEFAULT_PORT[url.protocol];

export function isAllowed(url: URL, allow: readonly string[]): boolean {
  return allow.some((entry) => {
    const prefix = new URL(entry);
    return (
      prefix.protocol === url.protocol &&
      prefix.hostname === url.hostname &&
      portOf(prefix) === portOf(url) &&
      url.pathname.startsWith(prefix.pathname)
    );
  });
}

/** Whether an address may be connected to: public unicast, or configured as trusted. */
export function isReachableAddress(address: string, trusted: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (
    trusted.some((entry) => ipaddr.isValid(entry) && ipaddr.process(entry).toString() === parsed.toString())
  )
    return true;
  return parsed.range() === 'unicast';
}

/** The one address to connect to: every address the name has must be reachable, so none is a way in. */
async function checkedAddress(hostname: string, trusted: readonly string[]): Promise<string> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare)
    ? [bare]
    : (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  const [first] = addresses;
  if (!first || !addresses.every((address) => isReachableAddress(address, trusted)))
    throw new FetchRefused('address not public');
  return first;
}

function requestOnce(
  url: URL,
  address: string,
  policy: FetchPolicy,
): Promise<FetchedText & { location?: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: address,
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: 'application/json, text/plain;q=0.9, */*;q=0.1' },
        servername: isIP(url.hostname) ? undefined : url.hostname,
        signal: AbortSignal.timeout(policy.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            response.destroy();
            reject(new FetchRefused('answer too large'));
          } else chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            url: url.href,
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            location: response.headers.location,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function safeFetch(address: string, policy: FetchPolicy): Promise<FetchedText> {
  let url = parseUrl(address);
  for (let hop = 0; hop <= policy.maxRedirects; hop++) {
    if (!isAllowed(url, policy.allow)) throw new FetchRefused('not allow-listed');
    const connectTo = await checkedAddress(url.hostname, policy.trustedAddresses);
    const { location, ...answer } = await requestOnce(url, connectTo, policy);
    if (!REDIRECTS.has(answer.status) || !location) return answer;
    url = parseUrl(new URL(location, url).href);
  }
  throw new FetchRefused('too many redirects');
}
