// Every console word in English, one table of the areas' own (each area's words beside its Chinese half).

import { accessLabelsEn } from './access-labels';
import { consoleLabelsEn } from './console-labels';
import { contentLabelsEn } from './content-labels';
import { gameLabelsEn } from './game-labels';
import { inboxLabelsEn } from './inbox-labels';
import { paymentLabelsEn } from './payment-labels';
import { playerLabelsEn } from './player-labels';
import { promotionLabelsEn } from './promotion-labels';
import { reviewLabelsEn } from './review-labels';
import { staffLabelsEn } from './staff-labels';
import { storeLabelsEn } from './store-labels';

export const labelsEn = {
  ...consoleLabelsEn,
  ...accessLabelsEn,
  ...reviewLabelsEn,
  ...playerLabelsEn,
  ...staffLabelsEn,
  ...gameLabelsEn,
  ...inboxLabelsEn,
  ...contentLabelsEn,
  ...promotionLabelsEn,
  ...storeLabelsEn,
  ...paymentLabelsEn,
};

/** A word of the console's own (not of the shared catalogue). */
export type ConsoleLabel = keyof typeof labelsEn;
