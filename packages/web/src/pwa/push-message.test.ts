import { pushKinds } from '@fair28/shared/push-kinds';
import { describe, expect, it } from 'vitest';
import { routeNameOf } from '../config/routes';
import { notificationOf } from './push-message';

const scope = 'https://play.example.com/';

describe('the notification a push shows', () => {
  it('has the server’s words, the app’s icons, and opens the kind’s own page in the app', () => {
    const shown = notificationOf(
      JSON.stringify({
        id: 7,
        kind: 'withdrawalPaid',
        title: 'Withdrawal paid out',
        body: 'Your withdrawal W1 of ¥500.00 has been paid out.',
        opens: 'https://attacker.example/',
      }),
      scope,
    );
    expect(shown).toEqual({
      title: 'Withdrawal paid out',
      options: {
        body: 'Your withdrawal W1 of ¥500.00 has been paid out.',
        icon: 'https://play.example.com/icons/icon-192.png',
        badge: 'https://play.example.com/icons/badge-96.png',
        tag: 'withdrawalPaid-7',
        lang: '',
        data: {
          url: 'https://play.example.com/#/pages/tabBar/personal/menu/withdrawal?tab=records',
          kind: 'withdrawalPaid',
        },
      },
    });
  });

  it('shows the app’s name for a push that is no message of ours, opening the app', () => {
    for (const text of ['', 'not json', '{"kind":"other","title":"x","body":"y"}']) {
      expect(notificationOf(text, scope)).toMatchObject({
        title: 'fair28',
        options: { data: { url: scope } },
      });
    }
  });

  it('opens a page of the app for every kind', () => {
    for (const [kind, { opens }] of Object.entries(pushKinds)) {
      expect(routeNameOf(opens), kind).toBeDefined();
    }
  });
});
