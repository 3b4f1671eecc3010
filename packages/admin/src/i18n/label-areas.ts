// The console's own words by area, each in English and Chinese (<area>-labels.ts and <area>-labels-zh.ts):
// the one list of areas. The lookup (labels.ts) merges them; a test holds each area's halves to the same
// keys and every key to one area.

import { accessLabelsEn } from './access-labels';
import { accessLabelsZh } from './access-labels-zh';
import { commonLabelsEn } from './common-labels';
import { commonLabelsZh } from './common-labels-zh';
import { contentLabelsEn } from './content-labels';
import { contentLabelsZh } from './content-labels-zh';
import { gameLabelsEn } from './game-labels';
import { gameLabelsZh } from './game-labels-zh';
import { inboxLabelsEn } from './inbox-labels';
import { inboxLabelsZh } from './inbox-labels-zh';
import { paymentLabelsEn } from './payment-labels';
import { paymentLabelsZh } from './payment-labels-zh';
import { playerLabelsEn } from './player-labels';
import { playerLabelsZh } from './player-labels-zh';
import { promotionLabelsEn } from './promotion-labels';
import { promotionLabelsZh } from './promotion-labels-zh';
import { reviewLabelsEn } from './review-labels';
import { reviewLabelsZh } from './review-labels-zh';
import { staffLabelsEn } from './staff-labels';
import { staffLabelsZh } from './staff-labels-zh';
import { storeLabelsEn } from './store-labels';
import { storeLabelsZh } from './store-labels-zh';

export const labelAreas = {
  common: { en: commonLabelsEn, zh: commonLabelsZh },
  access: { en: accessLabelsEn, zh: accessLabelsZh },
  review: { en: reviewLabelsEn, zh: reviewLabelsZh },
  player: { en: playerLabelsEn, zh: playerLabelsZh },
  staff: { en: staffLabelsEn, zh: staffLabelsZh },
  game: { en: gameLabelsEn, zh: gameLabelsZh },
  inbox: { en: inboxLabelsEn, zh: inboxLabelsZh },
  content: { en: contentLabelsEn, zh: contentLabelsZh },
  promotion: { en: promotionLabelsEn, zh: promotionLabelsZh },
  store: { en: storeLabelsEn, zh: storeLabelsZh },
  payment: { en: paymentLabelsEn, zh: paymentLabelsZh },
} as const;

type Areas = typeof labelAreas;

/** A word of the console's own, of any area (not of the shared catalogue). */
export type ConsoleLabel = { [Area in keyof Areas]: keyof Areas[Area]['en'] }[keyof Areas];
