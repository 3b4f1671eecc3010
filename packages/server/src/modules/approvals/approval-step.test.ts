// The four-eyes rule on its own: what one approval does at each amount, for each threshold, and who may not
// give it. The integration suite (modules/operator-decisions.test.ts) checks the same through the calls.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { AppError } from '../../kernel/app-error';
import type { Session } from '../../kernel/session';
import { approvalStep } from './service';

const operator: Session = { userId: 7, sessionId: 1, role: 'finance', mustChangePassword: false };
const withThreshold = (amount: string) => ({ config: loadConfig({ FAIR28_FOUR_EYES_ABOVE: amount }) });
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.codeName;
    throw error;
  }
  return 'no refusal';
};

describe('the four-eyes rule', () => {
  it('defaults to 5000.00: one approval completes up to it, above it the first is only recorded', () => {
    const ctx = { config: loadConfig({}) };
    expect(ctx.config.fourEyesAboveMinor).toBe(500_000n);
    const at = { userId: 1, amountMinor: 500_000n, firstApprovedBy: null };
    expect(approvalStep(ctx, operator, at)).toBe('complete');
    expect(approvalStep(ctx, operator, { ...at, amountMinor: 500_001n })).toBe('record first approval');
  });

  it('with 0, every approval needs a second operator, down to one cent', () => {
    const ctx = withThreshold('0');
    expect(approvalStep(ctx, operator, { userId: 1, amountMinor: 1n, firstApprovedBy: null })).toBe(
      'record first approval',
    );
  });

  it('a first approval by someone else is completed by this one, whatever the amount', () => {
    const ctx = withThreshold('0');
    expect(approvalStep(ctx, operator, { userId: 1, amountMinor: 10n ** 12n, firstApprovedBy: 8 })).toBe(
      'complete',
    );
  });

  it('refuses the first approver approving again, and anyone approving their own request', () => {
    const ctx = withThreshold('100');
    expect(
      codeOf(() => approvalStep(ctx, operator, { userId: 1, amountMinor: 1n, firstApprovedBy: 7 })),
    ).toBe('SecondApproverRequired');
    expect(
      codeOf(() => approvalStep(ctx, operator, { userId: 7, amountMinor: 1n, firstApprovedBy: null })),
    ).toBe('OwnRequest');
  });

  it('takes the amount as the wire writes money, and refuses anything else at start-up', () => {
    expect(withThreshold('2500.50').config.fourEyesAboveMinor).toBe(250_050n);
    expect(() => withThreshold('-1')).toThrow('FAIR28_FOUR_EYES_ABOVE');
    expect(() => withThreshold('lots')).toThrow('FAIR28_FOUR_EYES_ABOVE');
  });
});
