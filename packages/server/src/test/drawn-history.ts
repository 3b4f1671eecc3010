// Prepares a data folder with a past of drawn rounds, for browser tests that need a long history (the
// trend's roads): the demo seed, then the server's own scheduler runs every game over the last minutes.
// Usage: FAIR28_DATA_DIR=… FAIR28_FAST_GAME_SECONDS=10 node --import tsx drawn-history.ts <minutes>
import { buildApp, schedulerPorts } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { noGameEvents } from '../kernel/game-events';
import { GameScheduler } from '../modules/rounds/scheduler';
import { seedDemo } from '../seed/demo';

/** The scheduler's clock moves this far per pass: under the fast game's shortest round (10 s), so no round is skipped. */
const STEP_MS = 5000;

async function main() {
  const minutes = Number(process.argv[2]);
  if (!Number.isInteger(minutes) || minutes < 1) throw new Error('usage: drawn-history.ts <minutes>');
  const config = loadConfig();
  const db = await openDatabase(config, { command: 'the drawn-history seed' });
  try {
    await migrate(db);
    await seedDemo({ db, config });
    // The rounds are drawn exactly as a running server draws them, only on a clock that walks the past
    // minutes quickly, so the server started afterwards finds them drawn and settled.
    const end = Date.now();
    let time = end - minutes * 60_000;
    const now = () => new Date(time);
    // The app on the same clock: its beacon (FAIR28_BEACON=local, the browser tests') begins with the past.
    const app = await buildApp({ config, db, now, logger: false });
    const scheduler = new GameScheduler({
      db,
      now,
      events: noGameEvents,
      chainLength: config.game.chainLength,
      chainKey: config.game.chainKey,
      ...schedulerPorts(app.ctx),
      onError: (error) => {
        throw error;
      },
    });
    let drawn = 0;
    for (; time < end; time += STEP_MS) drawn += (await scheduler.tick()).drawn;
    process.stdout.write(`${drawn} rounds drawn over the last ${minutes} minutes\n`);
    await app.close();
  } finally {
    await db.close();
  }
}

await main();
