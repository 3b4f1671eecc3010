// The public statistics (no token: anyone may check the game against the ledger) and a player's CSV
// exports of their own bets and account statement: their calls (`statsCalls`) and schemas.
import { z } from 'zod';
import { defineCalls } from './define-calls';
import { ZDay, ZMoneyText } from './fields';

/** Nothing to ask: the statistics cover every settled round since the start. */
export const ZPublicStatsRequest = z.object({});
export type TPublicStatsRequest = z.infer<typeof ZPublicStatsRequest>;

/** Percent with two decimals, "97.25"; null where nothing was staked. */
const ZPercent = z.string().nullable();

/** What was staked and returned in settled rounds, by the settlement records (checked against the ledger). */
export const ZGameFigures = z.object({
  /** Settled rounds with at least one bet. */
  roundsWithBets: z.number().int(),
  /** Stakes of bets that were settled (cancelled and voided bets were given back, so they are not here). */
  stakes: ZMoneyText,
  /** Everything returned to players: wins, stake included, and stakes given back under the 13/14 rule. */
  payouts: ZMoneyText,
  /** stakes − payouts: what the house kept (negative when players won more than they staked). */
  houseResult: ZMoneyText,
  /** Players who placed at least one settled bet. */
  players: z.number().int(),
  /** payouts ÷ stakes. */
  actualRtp: ZPercent,
  /** What the same bets were expected to return: each bet's exact return-to-player at its odds and rules. */
  theoreticalRtp: ZPercent,
  /**
   * 95 % band around actualRtp (normal approximation, rounds as the sampling unit: see docs/FAIRNESS.md
   * §13); null with fewer than two rounds.
   */
  rtpBand: z.object({ low: z.string(), high: z.string() }).nullable(),
});
export type TGameFigures = z.infer<typeof ZGameFigures>;

export const ZRoomStats = z.object({ roomId: z.number().int(), roomName: z.string(), figures: ZGameFigures });
export type TRoomStats = z.infer<typeof ZRoomStats>;

export const ZGameTypeStats = z.object({
  gameTypeId: z.number().int(),
  gameTypeName: z.string(),
  /** Rounds drawn, with or without bets. */
  roundsDrawn: z.number().int(),
  /** Rounds voided because no valid beacon came in time: never drawn, every bet refunded. */
  roundsVoidedNoBeacon: z.number().int(),
  /** Every room of the game type together. */
  figures: ZGameFigures,
  rooms: z.array(ZRoomStats),
});
export type TGameTypeStats = z.infer<typeof ZGameTypeStats>;

export const ZPublicStatsResponse = z.object({
  generatedTime: z.string(),
  gameTypes: z.array(ZGameTypeStats),
  /** Every game type together. */
  totals: z.object({ stakes: ZMoneyText, payouts: ZMoneyText, houseResult: ZMoneyText }),
  withdrawals: z.object({
    /** Withdrawals waiting for a decision now. */
    pending: z.number().int(),
    /** Withdrawals paid in the last 30 days. */
    paidLast30Days: z.number().int(),
    /** Median time from request to payment of those, in seconds; null when none was paid. */
    medianSecondsToPay: z.number().int().nullable(),
  }),
});
export type TPublicStatsResponse = z.infer<typeof ZPublicStatsResponse>;

/** Longest range one export covers, so a file stays a size a phone can save. */
export const EXPORT_DAYS_MAX = 366;

/** First and last day, both included, `yyyy-mm-dd` in the server's time zone. */
export const ZExportRequest = z
  .object({ startTime: ZDay, endTime: ZDay })
  .refine((range) => range.startTime <= range.endTime, {
    message: 'export.badRange',
    path: ['endTime'],
  })
  .refine((range) => Date.parse(range.endTime) - Date.parse(range.startTime) < EXPORT_DAYS_MAX * 86_400_000, {
    message: 'export.tooLong',
    path: ['endTime'],
  });
export type TExportRequest = z.infer<typeof ZExportRequest>;

export const ZCsvExport = z.object({
  /** A name to save the file under, e.g. fair28-bets-2026-01-01-2026-01-31.csv. */
  fileName: z.string(),
  /** UTF-8 CSV text, header line first, lines ending in CRLF (RFC 4180). */
  csv: z.string(),
  /** Lines after the header. */
  rowCount: z.number().int(),
});
export type TCsvExport = z.infer<typeof ZCsvExport>;

/** The public statistics (anyone may compare the actual return with the theoretical one, and with the ledger), and a player's own bets and statement as CSV (staff hold neither). */
export const statsCalls = defineCalls({
  publicStats: {
    path: '/api/v1/stats/public',
    auth: false,
    request: ZPublicStatsRequest,
    response: ZPublicStatsResponse,
  },
  betExport: {
    path: '/api/v1/export/bets',
    auth: true,
    playersOnly: true,
    request: ZExportRequest,
    response: ZCsvExport,
  },
  statementExport: {
    path: '/api/v1/export/statement',
    auth: true,
    playersOnly: true,
    request: ZExportRequest,
    response: ZCsvExport,
  },
});
