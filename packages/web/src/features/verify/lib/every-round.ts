// The check of every round, loaded when asked for: the verifier library (the whole walk, the batched BLS
// checks) run over the app's own client.

import { type VerifyOptions, type VerifyReport, verifyRecord } from '@fair28/verifier';
import { appRecordSource } from './app-record-source';

export function checkEveryRound(options: VerifyOptions): Promise<VerifyReport> {
  return verifyRecord(appRecordSource, options);
}
