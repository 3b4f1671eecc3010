// Where the verifier reads a site's public record: its public calls (site-source.ts), a file exported from
// them (record-file.ts), or the player app's own client. Each answer is the call's own schema from
// packages/shared, so every reader sees the same fields.
import type {
  CallRequest,
  Calls,
  TBeaconInfoResponse,
  TChainListResponse,
  TPublicStatsResponse,
  TRoundHistoryResponse,
} from '@fair28/shared';

export type HistoryPageRequest = CallRequest<Calls['roundHistory']>;

export type RecordSource = {
  /** What the record is of: the site's address, or the file's name. */
  readonly name: string;
  /** A page of the chain list (`/api/v1/chain/list`), newest chain first, of the source's page size. */
  chainPage(pageNo: number, signal?: AbortSignal): Promise<TChainListResponse>;
  /** A page of the round history (`/api/v1/round/history`), by game type, then issue. */
  historyPage(request: HistoryPageRequest, signal?: AbortSignal): Promise<TRoundHistoryResponse>;
  /** The public statistics (`/api/v1/stats/public`). */
  publicStats(signal?: AbortSignal): Promise<TPublicStatsResponse>;
  /** The beacon network new rounds are decided by; null when the site does not say (it predates beacons). */
  beaconInfo(signal?: AbortSignal): Promise<TBeaconInfoResponse | null>;
};

/** Chains per page of the sources here: the most the chain list gives at once. */
export const CHAIN_PAGE_SIZE = 100;
/** Rounds per page when the verifier walks the history: a few hundred KB of JSON. */
export const HISTORY_PAGE_SIZE = 500;
