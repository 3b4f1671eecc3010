// Which addresses the server may post pushes to: a subscription's endpoint must be on one of the push
// services FAIR28_PUSH_SERVICES lists (scheme, host or `*.` subdomain, port), so no subscription can make
// the server call an address of its choosing.

/** Whether `endpoint` is an address on one of `services` (origins as config.ts reads them). */
export function isAllowedEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return services.some((service) => {
    const wildcard = service.includes('://*.');
    const allowed = new URL(service.replace('://*.', '://'));
    if (allowed.protocol !== url.protocol || allowed.port !== url.port) return false;
    return wildcard ? url.hostname.endsWith(`.${allowed.hostname}`) : url.hostname === allowed.hostname;
  });
}
