// The console's words in English: its labels by area (<area>-labels.ts), the one list of the areas, with
// the shared catalogue's English (statuses, errors) and antd's English. The Chinese halves: words-zh.ts.
import { messagesEn } from '@fair28/shared';
import enUS from 'antd/locale/en_US';
import { accessLabelsEn } from './access-labels';
import { commonLabelsEn } from './common-labels';
import { contentLabelsEn } from './content-labels';
import { gameLabelsEn } from './game-labels';
import { inboxLabelsEn } from './inbox-labels';
import { paymentLabelsEn } from './payment-labels';
import { playerLabelsEn } from './player-labels';
import { promotionLabelsEn } from './promotion-labels';
import { reviewLabelsEn } from './review-labels';
import { staffLabelsEn } from './staff-labels';
import { storeLabelsEn } from './store-labels';
import { mergeAreas, type Words } from './words';

export const labelAreasEn = {
  common: commonLabelsEn,
  access: accessLabelsEn,
  review: reviewLabelsEn,
  player: playerLabelsEn,
  staff: staffLabelsEn,
  game: gameLabelsEn,
  inbox: inboxLabelsEn,
  content: contentLabelsEn,
  promotion: promotionLabelsEn,
  store: storeLabelsEn,
  payment: paymentLabelsEn,
} as const;

export type LabelArea = keyof typeof labelAreasEn;

/** A word of the console's own, of any area (not of the shared catalogue). */
export type ConsoleLabel = { [Area in LabelArea]: keyof (typeof labelAreasEn)[Area] }[LabelArea];

/** The console's words in one language. */
export type ConsoleWords = Words<ConsoleLabel>;

export const wordsEn: ConsoleWords = { labels: mergeAreas(labelAreasEn), catalogue: messagesEn, antd: enUS };
