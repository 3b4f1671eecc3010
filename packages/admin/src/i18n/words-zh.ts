// The console's words in Simplified Chinese: the Chinese half of every area of words-en.ts (the same areas,
// each with the same keys), the shared catalogue's Chinese and antd's Chinese.
import { messagesZh } from '@fair28/shared';
import zhCN from 'antd/locale/zh_CN';
import { accessLabelsZh } from './access-labels-zh';
import { commonLabelsZh } from './common-labels-zh';
import { contentLabelsZh } from './content-labels-zh';
import { gameLabelsZh } from './game-labels-zh';
import { inboxLabelsZh } from './inbox-labels-zh';
import { paymentLabelsZh } from './payment-labels-zh';
import { playerLabelsZh } from './player-labels-zh';
import { promotionLabelsZh } from './promotion-labels-zh';
import { reviewLabelsZh } from './review-labels-zh';
import { staffLabelsZh } from './staff-labels-zh';
import { storeLabelsZh } from './store-labels-zh';
import { mergeAreas } from './words';
import type { ConsoleWords, LabelArea, labelAreasEn } from './words-en';

export const labelAreasZh: {
  [Area in LabelArea]: Readonly<Record<keyof (typeof labelAreasEn)[Area], string>>;
} = {
  common: commonLabelsZh,
  access: accessLabelsZh,
  review: reviewLabelsZh,
  player: playerLabelsZh,
  staff: staffLabelsZh,
  game: gameLabelsZh,
  inbox: inboxLabelsZh,
  content: contentLabelsZh,
  promotion: promotionLabelsZh,
  store: storeLabelsZh,
  payment: paymentLabelsZh,
};

export const wordsZh: ConsoleWords = { labels: mergeAreas(labelAreasZh), catalogue: messagesZh, antd: zhCN };
