// @fair28/verifier: checks a fair28 site's every chain and round from its public record, with the shared
// game code the server draws by (README.md). The command is in cli/; this is the library the player app's
// verify page runs too.
export { type KnownNetwork, knownNetworks } from './beacon-networks';
export {
  DISCREPANCY_KINDS,
  type Discrepancy,
  type DiscrepancyKind,
  describeDiscrepancy,
} from './discrepancy';
export {
  fileSource,
  type RecordFile,
  RecordFileError,
  readRecordFile,
  recordSite,
  ZRecordFile,
} from './record-file';
export type { RoundCounts } from './round-walk-check';
export { siteSource } from './site-source';
export { CHAIN_PAGE_SIZE, type HistoryPageRequest, type RecordSource } from './source';
export { type VerifyOptions, type VerifyProgress, type VerifyReport, verifyRecord } from './verify';
