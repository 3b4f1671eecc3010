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

/** Each file's columns, by their catalogue words: the headers are in the reader's language. */
const columns = {
  bets: ['bet', 'placed', 'issue', 'room', 'betType', 'stake', 'odds', 'outcome', 'returned', 'verify'],
  statement: ['transfer', 'time', 'type', 'amount', 'balanceAfter', 'reference'],
} as const;

function headersOf<Kind extends keyof typeof columns>(
  kind: Kind,
  language: Language,
): Record<(typeof columns)[Kind][number], string> {
  const words = columns[kind].map((column) => [
    column,
    translate(language, `export.${kind}Column.${column}`),
  ]);
  return Object.fromEntries(words);
}

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
  const header = headersOf('bets', language);
  const csv = toCsv(rows, [
    { header: header.bet, value: (bet) => bet.betId },
    { header: header.placed, value: (bet) => new Date(bet.createdAt).toISOString() },
    { header: header.issue, value: (bet) => bet.issue },
    { header: header.room, value: (bet) => bet.roomName },
    { header: header.betType, value: (bet) => bet.betLabel },
    { header: header.stake, value: (bet) => bet.amount },
    { header: header.odds, value: (bet) => bet.odds },
    { header: header.outcome, value: (bet) => translate(language, `betOutcome.${bet.outcome}`) },
    { header: header.returned, value: (bet) => bet.payout },
    { header: header.verify, value: (bet) => verifyLink(origin, bet.roundId) },
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
  const header = headersOf('statement', language);
  const csv = toCsv(rows, [
    { header: header.transfer, value: (row) => row.id },
    { header: header.time, value: (row) => row.createdAt.toISOString() },
    { header: header.type, value: (row) => translate(language, `transfer.${row.kind}`) },
    // Signed from the wallet's side; no leading +, which a spreadsheet would read as a formula.
    { header: header.amount, value: (row) => formatMinor(row.signedAmount) },
    { header: header.balanceAfter, value: (row) => formatMinor(row.balanceAfter) },
    { header: header.reference, value: (row) => referenceIn(language, row.reference) },
  ]);
  return { fileName: fileNameOf('statement', form), csv, rowCount: rows.length };
}
