// `npm run audit`: proves the books — every balance equals its transfers, the total is zero,
// no player account is below zero, every withdrawal hold holds exactly the player's pending
// withdrawals. Exits 1 when anything is off.
import { formatMinor } from '@fair28/shared';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { audit } from '../modules/ledger/service';
import { auditHolds } from '../modules/withdrawals/service';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const report = await audit(db.orm);
const holdMismatches = await auditHolds(db.orm);
await db.close();

console.log(`accounts checked: ${report.accounts}`);
console.log(`grand total: ${formatMinor(report.grandTotal)} (must be 0.00)`);
for (const row of report.mismatched) {
  console.log(
    `MISMATCH account ${row.accountId} (${row.kind}): balance ${formatMinor(row.balance)}, transfers say ${formatMinor(row.fromTransfers)}`,
  );
}
for (const row of report.negativePlayerAccounts) {
  console.log(
    `NEGATIVE account ${row.accountId} (${row.kind}, user ${row.userId}): ${formatMinor(row.balance)}`,
  );
}
for (const row of holdMismatches) {
  console.log(
    `HOLD user ${row.userId}: withdrawal hold ${formatMinor(row.hold)}, pending withdrawals ${formatMinor(row.pending)}`,
  );
}
const isClean = report.isClean && holdMismatches.length === 0;
console.log(isClean ? 'audit: clean' : 'audit: FAILED');
process.exit(isClean ? 0 : 1);
