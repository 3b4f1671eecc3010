// The bound of an in-process least-recently-used store, as a count of entries that is not allocated ahead.
// lru-cache's `max` allocates its arrays for `max` entries at once (about 7 MB for the rate limiter's and
// the nonce guard's, on every node, Redis or not); `maxSize` counting each entry 1 bounds them alike and
// grows them only as entries come.
export function unallocatedBound(entries: number): { maxSize: number; sizeCalculation: () => number } {
  return { maxSize: entries, sizeCalculation: () => 1 };
}
