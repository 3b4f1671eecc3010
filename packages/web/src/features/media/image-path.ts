// Which images the preview route shows: this site's own, never an address from elsewhere.

/** A path on this site ("/api/v1/upload/image/12"), not "//host/…" or "https://…". */
export function isOwnImagePath(url: string): boolean {
  return /^\/(?!\/)[\w\-./?=&%]*$/.test(url) && !url.includes('..');
}
