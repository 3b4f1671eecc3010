import { describe, expect, it } from 'vitest';
import { deciderOf, decisionView, isFirstOfTwo } from './decision';

const finance = { userId: 7, account: 'fin1', canDecide: true };
const pending = { userId: 42, status: 'pending', firstApprovedBy: '' };

describe('who may decide a request', () => {
  it('lets an operator with the permission decide a pending request of someone else', () => {
    expect(decisionView(pending, finance)).toEqual({ kind: 'open', isSecondApproval: false });
  });

  it('shows no buttons to a role without the permission', () => {
    expect(decisionView(pending, { ...finance, canDecide: false })).toEqual({ kind: 'readOnly' });
  });

  it("never offers a decision on one's own request", () => {
    expect(decisionView({ ...pending, userId: 7 }, finance)).toEqual({ kind: 'ownRequest' });
  });

  it('after one approval above the four-eyes amount, waits for a different operator', () => {
    const approvedOnce = { ...pending, firstApprovedBy: 'fin1' };
    expect(decisionView(approvedOnce, finance)).toEqual({ kind: 'awaitingOtherOperator' });
    expect(decisionView(approvedOnce, { userId: 8, account: 'fin2', canDecide: true })).toEqual({
      kind: 'open',
      isSecondApproval: true,
    });
  });

  it('has nothing to decide once decided', () => {
    expect(decisionView({ ...pending, status: 'credited' }, finance)).toEqual({ kind: 'decided' });
    expect(decisionView({ ...pending, status: 'approved' }, finance, 'pending')).toEqual({ kind: 'decided' });
  });
});

describe('deciderOf', () => {
  it('decides with the permission the queue needs, and nobody before the profile has loaded', () => {
    const me = { userId: 7, account: 'ann', permissions: ['money.read', 'money.review'] as const };
    expect(deciderOf(me, 'money.review')).toEqual({ userId: 7, account: 'ann', canDecide: true });
    expect(deciderOf(me, 'cards.review')).toEqual({ userId: 7, account: 'ann', canDecide: false });
    expect(deciderOf(undefined, 'money.review')).toEqual({ userId: 0, account: '', canDecide: false });
  });
});

describe('isFirstOfTwo', () => {
  it('is the first approval only above the four-eyes amount and before anyone approved', () => {
    expect(isFirstOfTwo({ amount: '5000.01', firstApprovedBy: '' }, '5000.00')).toBe(true);
    expect(isFirstOfTwo({ amount: '5000.00', firstApprovedBy: '' }, '5000.00')).toBe(false);
    expect(isFirstOfTwo({ amount: '9000.00', firstApprovedBy: 'fin1' }, '5000.00')).toBe(false);
    expect(isFirstOfTwo({ amount: '9000.00', firstApprovedBy: '' }, undefined)).toBe(false);
  });
});
