// A player's own records as CSV files for a range of days: their bets (each with the link that checks its
// round) and their wallet statement from the ledger. Only the caller's rows: the session names the player.
import {
  formatMinor,
  type Language,
  referenceWords,
  type TCsvExport,
  type TExportRequest,
  toCsv,
  translate,
  verifyLink,
} from '@fair28/shared';
import { AppError } from '../../kernel/app-error';
import type { AppContext } from '../../kernel/context';
import type { Session } from '../../kernel/session';
import * as bets from '../bets/service';
import * as ledger from '../ledger/service';

/** Most lines in one file: a longer range is refused with a message to shorten it. */
export const EXPORT_ROWS_MAX = 20_000;

const headers = {
  en: {
    bets: [
      'Bet',
      'Placed (UTC)',
      'Issue',
      'Room',
      'Bet type',
      'Stake',
      'Odds',
      'Outcome',
      'Returned',
      'Verify',
    ],
    statement: ['Transfer', 'Time (UTC)', 'Type', 'Amount', 'Balance after', 'Reference'],
  },
  zh: {
    bets: ['注单号', '投注时间 (UTC)', '期号', '房间', '玩法', '投注金额', '赔率', '结果', '返还', '验证'],
    statement: ['流水号', '时间 (UTC)', '类型', '金额', '变动后余额', '备注'],
  },
} as const;

function rangeOf(form: TExportRequest) {
  return { startDate: form.startTime, endDate: form.endTime };
}

function fileNameOf(kind: 'bets' | 'statement', form: TExportRequest): string {
  return `fair28-${kind}-${form.startTime}-${form.endTime}.csv`;
}

/** One more than the cap is read, to tell a full file from a cut one. */
function refuseOverCap(rows: number): void {
  if (rows > EXPORT_ROWS_MAX) {
    throw new AppError('InvalidInput', 'export.tooManyRows', [EXPORT_ROWS_MAX]);
  }
}

export async function betExport(
  ctx: AppContext,
  session: Session,
  form: TExportRequest,
  language: Language,
  origin: string,
): Promise<TCsvExport> {
  const rows = await bets.betsPlacedBetween(
    ctx,
    session.userId,
    rangeOf(form),
    EXPORT_ROWS_MAX + 1,
    language,
  );
  refuseOverCap(rows.length);
  const [id, placed, issue, room, type, stake, odds, outcome, returned, verify] = headers[language].bets;
  const csv = toCsv(rows, [
    { header: id, value: (bet) => bet.betId },
    { header: placed, value: (bet) => new Date(bet.createdAt).toISOString() },
    { header: issue, value: (bet) => bet.issue },
    { header: room, value: (bet) => bet.roomName },
    { header: type, value: (bet) => bet.betLabel },
    { header: stake, value: (bet) => bet.amount },
    { header: odds, value: (bet) => bet.odds },
    { header: outcome, value: (bet) => translate(language, `betOutcome.${bet.outcome}`) },
    { header: returned, value: (bet) => bet.payout },
    { header: verify, value: (bet) => verifyLink(origin, bet.roundId) },
  ]);
  return { fileName: fileNameOf('bets', form), csv, rowCount: rows.length };
}

/** A transfer's reference in the reader's words ("Round 3520001 · bet 17"); an order number as it is. */
function referenceIn(language: Language, text: string): string {
  const words = referenceWords(text);
  return words ? translate(language, words.message, ...words.args) : text;
}

export async function statementExport(
  ctx: AppContext,
  session: Session,
  form: TExportRequest,
  language: Language,
): Promise<TCsvExport> {
  const rows = await ledger.walletStatement(ctx, session.userId, rangeOf(form), EXPORT_ROWS_MAX + 1);
  refuseOverCap(rows.length);
  const [id, time, type, amount, balance, reference] = headers[language].statement;
  const csv = toCsv(rows, [
    { header: id, value: (row) => row.id },
    { header: time, value: (row) => row.createdAt.toISOString() },
    { header: type, value: (row) => translate(language, `transfer.${row.kind}`) },
    // Signed from the wallet's side; no leading +, which a spreadsheet would read as a formula.
    { header: amount, value: (row) => formatMinor(row.signedAmount) },
    { header: balance, value: (row) => formatMinor(row.balanceAfter) },
    { header: reference, value: (row) => referenceIn(language, row.reference) },
  ]);
  return { fileName: fileNameOf('statement', form), csv, rowCount: rows.length };
}
