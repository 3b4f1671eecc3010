// The BLS check of a beacon's signature, a chunk of its own: its curve arithmetic is more code than the rest of
// the verify page, so the page shows the other checks at once and loads this beside them.

export { beaconFault } from '@fair28/shared';
