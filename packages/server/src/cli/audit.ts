// `npm run audit`: proves the books — every balance equals its transfers, the total is zero,
// no player account is below zero, every withdrawal hold holds exactly the player's pending
// withdrawals, and the public statistics' stakes and payouts equal the ledger's, per game type. Exits 1 when anything is off. It only reads: the database is opened read-only and never
// migrated (an unmigrated one is refused), and an embedded database is refused while the server holds it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatMinor } from '@fair28/shared';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import { layout } from '../layout';
import { audit } from '../modules/ledger/service';
import { auditPublicStats } from '../modules/stats/service';
import { auditHolds } from '../modules/withdrawals/service';

class AuditRefused extends Error {}

async function runAudit(): Promise<boolean> {
  const config = loadConfig();
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    throw new AuditRefused(`No embedded database in ${config.dataDir} (FAIR28_DATA_DIR): nothing to audit.`);
  }
  const db = await openDatabase(config, { command: layout.auditCommand, isReadOnly: true });
  try {
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      throw new AuditRefused(
        `The database lacks migrations ${pending.join(', ')}: start the server once to migrate it, then audit.`,
      );
    }
    const report = await audit(db.orm);
    const holdMismatches = await auditHolds(db.orm);
    // One snapshot for both sides, so a round settling meanwhile is on both or on neither.
    const statsMismatches = await db.orm.transaction((tx) => auditPublicStats(tx), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
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
    for (const row of statsMismatches) {
      console.log(
        `STATS game type ${row.gameTypeId} ${row.figure}: the statistics show ${formatMinor(row.shown)}, the ledger ${formatMinor(row.ledger)}`,
      );
    }
    console.log(`public statistics: ${statsMismatches.length === 0 ? 'equal to the ledger' : 'DIFFER'}`);
    const isClean = report.isClean && holdMismatches.length === 0 && statsMismatches.length === 0;
    console.log(isClean ? 'audit: clean' : 'audit: FAILED');
    return isClean;
  } finally {
    await db.close();
  }
}

try {
  process.exitCode = (await runAudit()) ? 0 : 1;
} catch (error) {
  const isExplained =
    error instanceof AuditRefused || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(isExplained ? error.message : error);
  process.exitCode = 2;
}
