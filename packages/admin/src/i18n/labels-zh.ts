// Every console word in Chinese, the same keys as labels-en.ts.

import { accessLabelsZh } from './access-labels-zh';
import { consoleLabelsZh } from './console-labels-zh';
import { contentLabelsZh } from './content-labels-zh';
import { gameLabelsZh } from './game-labels-zh';
import { inboxLabelsZh } from './inbox-labels-zh';
import type { ConsoleLabel } from './labels-en';
import { paymentLabelsZh } from './payment-labels-zh';
import { playerLabelsZh } from './player-labels-zh';
import { promotionLabelsZh } from './promotion-labels-zh';
import { reviewLabelsZh } from './review-labels-zh';
import { staffLabelsZh } from './staff-labels-zh';
import { storeLabelsZh } from './store-labels-zh';

export const labelsZh: Record<ConsoleLabel, string> = {
  ...consoleLabelsZh,
  ...accessLabelsZh,
  ...reviewLabelsZh,
  ...playerLabelsZh,
  ...staffLabelsZh,
  ...gameLabelsZh,
  ...inboxLabelsZh,
  ...contentLabelsZh,
  ...promotionLabelsZh,
  ...storeLabelsZh,
  ...paymentLabelsZh,
};
