// The bet type's schema; the bet types themselves (codes, kinds, labels) are in bet-type-list.ts, without
// zod, re-exported here.
import { z } from 'zod';
import { isBetType } from './bet-type-list';

export * from './bet-type-list';

export const ZBetType = z.string().refine(isBetType, 'bet.invalidType');
