// Starts fair28: configuration, database and migrations, the database's clock, the demo seed on an empty
// database, the game scheduler, the server and its metrics listener; and drains it on SIGTERM. Loaded by
// main.ts once the young generation is held (ops/start-heap.ts).
import { formatMoney } from '@fair28/shared';
import { buildApp, schedulerPorts } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseClock } from './db/clock';
import { DataDirLockedError } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { RedisVersionError } from './infra/redis';
import { autoBetRunner } from './modules/auto-bet/runner';
import { BeaconKeyError } from './modules/beacons/service';
import { assertChainKeyOpensSeeds, ChainKeyError, sealPlaintextSeeds } from './modules/fairness/service';
import { LEDGER_CHECK_INTERVAL_MS, ledgerCheckJob } from './modules/monitoring/service';
import { promotionsJob } from './modules/promotions/job';
import { PUSH_JOB_INTERVAL_MS, pushJob } from './modules/push/job';
import { GameScheduler } from './modules/rounds/scheduler';
import { stopTakingConnections } from './ops/listener-drain';
import { listenMetrics, type MetricsListener } from './ops/metrics-listener';
import { releaseStartHeap } from './ops/start-heap';
import { DEMO_ACCOUNTS, DEMO_BALANCE_MINOR, seedDemo } from './seed/demo';

async function main() {
  const config = loadConfig();
  // The pool's errors go to the app's log once it exists.
  let logPoolError = (error: Error) => console.error('database pool error:', error.message);
  const db = await openDatabase(config, {
    command: 'the fair28 server',
    onPoolError: (error) => logPoolError(error),
  });
  const migrated = await migrate(db);
  // Chains made before seeds were sealed are sealed now, before anything reads them.
  const sealed = await db.orm.transaction((tx) => sealPlaintextSeeds(tx, config.game.chainKey));
  await assertChainKeyOpensSeeds(db.orm, config.game.chainKey);
  // Read before the app exists: a failed resync is logged once it does.
  let logClockError = (error: unknown) => console.error('database clock:', error);
  const clock = await databaseClock(db, (error) => logClockError(error));
  const app = await buildApp({ config, db, now: clock.now });
  logPoolError = (error) => app.log.error({ err: error }, 'database pool error');
  logClockError = (error) => app.log.warn({ err: error }, 'database clock resync failed: carrying on');
  if (migrated.migrations.length > 0) app.log.info({ applied: migrated.migrations }, 'migrations applied');
  if (migrated.functions === 'applied') app.log.info('SQL functions applied');
  if (migrated.functions === 'newer in place') {
    app.log.warn('SQL functions left as a newer release made them: this node runs an older release');
  }
  if (sealed > 0) app.log.info({ sealed }, 'plaintext chain seeds sealed');
  const seeded = config.seedDemo && (await seedDemo(app.ctx));
  const scheduler = new GameScheduler({
    db,
    now: app.ctx.now,
    events: app.ctx.events,
    chainLength: config.game.chainLength,
    chainKey: config.game.chainKey,
    ...schedulerPorts(app.ctx),
    onError: (error) => app.log.error({ err: error }, 'game scheduler'),
    // One line per failed attempt, with the round: the line an operator alerts on.
    onRoundFailure: ({ error, ...round }) => app.log.error({ err: error, ...round }, 'round step failed'),
    // Every bet of the round was refunded: the beacon's relays are unreachable or answer nothing valid.
    onBeaconMissing: (missing) => app.log.warn(missing, 'round voided: no beacon'),
    metrics: app.ctx.metrics,
  });
  // Commissions and rebates of ended days, and expired red packets, checked every minute.
  const promotions = promotionsJob(app.ctx, (error) => app.log.error({ err: error }, 'promotions job'));
  // Auto-bet plans are run where rounds are, at least once a second.
  const planRunner = autoBetRunner(app.ctx, (error) => app.log.error({ err: error }, 'auto-bet runner'));
  // Web Push: the outbox sent and the reality checks reached, on every node (each leases what it sends).
  const pushes = pushJob(app.ctx, (error) => app.log.error({ err: error }, 'push job'));
  // The ledger's balances, checked where rounds are run: its metric is what an operator alerts on.
  const ledgerCheck = ledgerCheckJob(app.ctx, (error) => app.log.error({ err: error }, 'ledger check'));
  // Overdue rounds (after downtime) are closed, drawn and settled before the first call is served.
  if (config.game.runScheduler) await scheduler.tick();

  let metricsListener: MetricsListener | undefined;
  let firstLedgerCheck: Promise<void> = Promise.resolve();
  let closing = false;
  /**
   * Drains the node: not ready at once (/readyz 503), the listener stops taking connections, sockets are
   * told to reconnect now (4503), the open connections are left for their clients to close (at most
   * CONNECTIONS_GRACE_MS), calls and bet batches under way finish, the scheduler and jobs finish their
   * pass; then exit 0. Past FAIR28_DRAIN_SECONDS the process exits 1 with what was still running.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.readiness.beginDraining();
    app.log.info({ signal, drainSeconds: config.drainMs / 1000 }, 'draining');
    const deadline = setTimeout(() => {
      app.log.error({ signal }, `drain not finished after ${config.drainMs / 1000} s: exiting anyway`);
      process.exit(1);
    }, config.drainMs);
    deadline.unref();
    // The listener closes before anything else, so nginx sends new calls and reconnecting sockets elsewhere.
    const connectionsEnded = stopTakingConnections(app.server);
    await Promise.all([
      app.realtime.close(),
      connectionsEnded.then(() => app.close()),
      scheduler.stop(),
      promotions.stop(),
      planRunner.stop(),
      pushes.stop(),
      ledgerCheck.stop(),
      firstLedgerCheck,
    ]);
    clock.stop();
    await metricsListener?.close();
    await db.close();
    app.log.info('drained');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (config.metrics.port !== undefined) {
    metricsListener = await listenMetrics(
      { registry: app.ctx.metrics.registry, readiness: app.readiness },
      { host: config.metrics.host, port: config.metrics.port },
    );
    console.log(`metrics at http://${config.metrics.host}:${metricsListener.port}/metrics`);
  }
  pushes.start(PUSH_JOB_INTERVAL_MS);
  if (config.game.runScheduler) {
    scheduler.start(config.game.schedulerIntervalMs);
    promotions.start(60_000);
    planRunner.start(Math.max(config.game.schedulerIntervalMs, 1000));
    firstLedgerCheck = ledgerCheck.runOnce();
    ledgerCheck.start(LEDGER_CHECK_INTERVAL_MS);
  }
  releaseStartHeap();
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const database = db.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nfair28 is running at http://${shownHost}:${config.port}/  (database: ${database})`);
  if (seeded) {
    const { admin, agent, player } = DEMO_ACCOUNTS;
    console.log('Demo data created:');
    console.log(
      `  player    ${player.account} / ${player.password}  (balance ${formatMoney(DEMO_BALANCE_MINOR)})`,
    );
    console.log(
      `  agent     ${agent.account} / ${agent.password}  (invitation code ${agent.invitationCode})`,
    );
    console.log(`  admin     ${admin.account} / ${admin.password}  (staff: reviews top-ups and withdrawals)`);
  }
}

/** Starts the node; a failure to start is printed (explained ones by their message alone) and exits 1. */
export function startServer(): Promise<void> {
  return main().catch((error: unknown) => {
    const isExplained =
      error instanceof ConfigError ||
      error instanceof RedisVersionError ||
      error instanceof DataDirLockedError ||
      error instanceof ChainKeyError ||
      error instanceof BeaconKeyError;
    console.error(isExplained ? error.message : error);
    process.exit(1);
  });
}
