// A tier as the console's form holds it, and what it pays on a sample day: the preview uses the same
// shared rule (payOnRate, truncated to the cent) as the daily job.
import {
  formatMinor,
  isAmount,
  type PromotionKind,
  type PromotionModel,
  parseMinor,
  payOnRate,
  type TPromotionTier,
} from '@fair28/shared';

export type TierForm = {
  kind: PromotionKind;
  level: number;
  minTurnover: string;
  model: PromotionModel;
  rateBp: number;
};

/** The preview's sample day: turnover and the house's net result. */
export type SampleDay = { turnover: string; net: string };
export const newSampleDay: SampleDay = { turnover: '1000', net: '30' };

export const newTierForm: TierForm = {
  kind: 'rebate',
  level: 1,
  minTurnover: '0',
  model: 'turnover',
  rateBp: 50,
};

export function tierFormOf(tier: TPromotionTier): TierForm {
  return {
    ...newTierForm,
    kind: tier.kind,
    level: tier.level,
    minTurnover: tier.minTurnover,
    model: tier.model,
    rateBp: tier.rateBp,
  };
}

/** A rebate is a rate on turnover at level 1, whatever the form held. */
export function tierRequestOf(form: TierForm, id?: number) {
  const isRebate = form.kind === 'rebate';
  return {
    ...(id === undefined ? {} : { id }),
    kind: form.kind,
    level: isRebate ? 1 : form.level,
    minTurnover: form.minTurnover.trim(),
    model: isRebate ? ('turnover' as const) : form.model,
    rateBp: form.rateBp,
  };
}

const minorOr = (text: string | undefined, negative = false): bigint | null => {
  const trimmed = (text ?? '').trim();
  const isNegative = negative && trimmed.startsWith('-');
  const bare = isNegative ? trimmed.slice(1) : trimmed;
  if (!isAmount(bare)) return null;
  return isNegative ? -parseMinor(bare) : parseMinor(bare);
};

/**
 * What the tier pays on the sample day, or null while the form cannot say: nothing below the threshold,
 * else the rate on the turnover or on the net result.
 */
export function tierPreview(
  form: Partial<TierForm> | undefined,
  sample: SampleDay,
): { applies: boolean; pays: string } | null {
  if (!form?.rateBp || form.minTurnover === undefined) return null;
  const threshold = minorOr(String(form.minTurnover));
  const turnover = minorOr(sample.turnover);
  const net = minorOr(sample.net, true);
  if (threshold === null || turnover === null || net === null) return null;
  if (turnover < threshold) return { applies: false, pays: '0.00' };
  const base = form.kind === 'commission' && form.model === 'net' ? net : turnover;
  return { applies: true, pays: formatMinor(payOnRate(base, form.rateBp)) };
}
