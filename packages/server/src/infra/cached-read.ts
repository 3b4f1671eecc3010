// A database read that many callers share for a few seconds: the first caller's read serves everyone who
// asks within `ms` of its start (those who ask while it runs wait for the same read). A failed read is not
// kept, so the next caller reads again.

export function cachedRead<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  let readAt = 0;
  return () => {
    if (!cached || Date.now() - readAt >= ms) {
      readAt = Date.now();
      const reading = read();
      cached = reading;
      reading.catch(() => {
        if (cached === reading) cached = undefined;
      });
    }
    return cached;
  };
}
