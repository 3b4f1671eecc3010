// The site's public record as the app reads it, through its own client (lines, retries, answers checked
// against their schemas): what the check of every round walks, with the verifier library.

import { CHAIN_PAGE_SIZE, type RecordSource } from '@fair28/verifier';
import { getPublicStats } from '@/api/stats/get-public-stats';
import { getBeaconInfo } from '../api/get-beacon-info';
import { getChains } from '../api/get-chains';
import { getRoundHistory } from '../api/get-round-history';

export const appRecordSource: RecordSource = {
  name: 'this site',
  chainPage: (pageNo, signal) => getChains({ pageNo, pageSize: CHAIN_PAGE_SIZE }, signal),
  historyPage: (page, signal) => getRoundHistory(page, signal),
  publicStats: (signal) => getPublicStats(signal),
  beaconInfo: (signal) => getBeaconInfo(signal),
};
