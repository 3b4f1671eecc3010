// The console's words of the review queues (top-ups, withdrawals, bank card changes, balance adjustments) and their decisions, in English (the Chinese in review-labels-zh.ts).
// words-en.ts lists them with the other areas'; labels.ts looks them up.

const en = {
  'review.review': 'Review',
  'review.view': 'View',
  'review.submitted': 'Submitted',
  'review.waiting': 'Waiting',
  'review.orderNo': 'Order',
  'review.player': 'Player',
  'review.amount': 'Amount',
  'review.channel': 'Method',
  'review.paidInto': 'Paid into',
  'review.payerReference': "Payer's reference",
  'review.certificate': 'Payment certificate',
  'review.noCertificate': 'An online payment: no certificate',
  'review.firstApproval': 'First approval by',
  'review.decidedBy': 'Decided by',
  'review.decidedAt': 'Decided at',
  'review.decisionReason': 'Decision reason',
  'review.fourEyes': 'Second approval',
  'review.awaitingSecond': 'Awaiting a second operator',
  'review.noApprovalYet': 'No approval yet',
  'review.attention': 'Look at this',
  'review.attention.paid_after_failure': 'Paid after a failure',
  'review.attention.paid_after_rejection': 'Paid after a rejection',
  'review.fee': 'Fee',
  'review.toPay': 'To pay out',
  'review.destinationType': 'Paid to',
  'review.toBank': 'Bank card',
  'review.toUsdt': 'USDT address',
  'review.destination': 'Account or address',
  'review.holder': 'Holder',
  'review.requestedCard': 'Card asked for',
  'review.playerNote': "Player's note",
  'review.direction': 'Direction',
  'review.credit': 'Credit',
  'review.debit': 'Debit',
  'review.madeBy': 'Made by',
  'review.readOnly': 'Your role may read this request but not decide it.',
  'review.ownRequest': 'This is your own request: another operator must decide it.',
  'review.awaitingOtherOperator':
    'You have approved this already: above the four-eyes amount a second, different operator must approve it.',
  'review.secondApproval': 'Another operator approved this first: your approval completes it.',
  'review.reasonNeeded': 'Give a reason: the player and the audit log see it',
  'review.approveDeposit': 'Approve and credit',
  'review.approvePaid': 'Approve: paid out',
  'review.approveCard': 'Approve the new card',
  'review.approveSecond': 'Give the second approval',
  'review.reject': 'Reject',
  'review.rejectRefund': 'Reject and refund',
  'review.approved': 'Approved',
  'review.creditConfirmTitle': 'Credit {0} to {1}?',
  'review.creditConfirmBody':
    "The top-up is marked credited and {0} goes into {1}'s wallet now; the player is told. It cannot be undone.",
  'review.paidConfirmTitle': 'Mark {0} to {1} as paid out?',
  'review.paidConfirmBody':
    'Confirm only once the money has left: the held {0} leaves the wallet and the player is told it was paid.',
  'review.debitConfirmTitle': 'Debit {0} from {1}?',
  'review.adjustmentConfirmBody':
    'The adjustment {0} made is applied now: the money moves and the player is told why. It cannot be undone.',
  'review.firstOfTwoBody':
    'Above the four-eyes amount ({0}) this is the first of two approvals: nothing moves until a second operator approves.',
  'review.rejected': 'Rejected',
} as const;

export type ReviewLabel = keyof typeof en;

export const reviewLabelsEn = en;
