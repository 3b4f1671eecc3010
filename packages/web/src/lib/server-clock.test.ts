import { restoreServerClock, serverClockOffset, syncServerClock } from '@fair28/client';
import { afterEach, describe, expect, it } from 'vitest';
import { keepServerClock, keptServerClock } from './server-clock';
import { removeItem, storageKeys, writeText } from './storage';

afterEach(() => {
  removeItem(storageKeys.serverClockOffset);
  restoreServerClock(0);
});

describe('the server clock kept between visits', () => {
  it('is the offset of the last config call, and a new visit starts from it', () => {
    expect(keptServerClock()).toBeNull();
    syncServerClock(1_700_000_060_000, 1_700_000_000_000);
    keepServerClock(serverClockOffset());
    expect(keptServerClock()).toBe(60_000);
    restoreServerClock(0);
    restoreServerClock(keptServerClock() ?? 0);
    expect(serverClockOffset()).toBe(60_000);
  });

  it('is nothing when what is stored is not a number', () => {
    writeText(storageKeys.serverClockOffset, 'soon');
    expect(keptServerClock()).toBeNull();
  });
});
