// Day boundaries in the configured time zone, as SQL: daily figures and daily limits count by the
// server's day, not by UTC's.
import { type SQL, sql } from 'drizzle-orm';

/** The instant the day of `at` starts in `timeZone`, moved by `offsetDays` (-1: yesterday, 1: tomorrow). */
export function startOfDay(at: Date, timeZone: string, offsetDays = 0): SQL {
  return sql`((date_trunc('day', ${at.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) + make_interval(days => ${offsetDays}::int)) AT TIME ZONE ${timeZone})`;
}

/** The instant the calendar day `date` (yyyy-mm-dd) starts in `timeZone`, moved by `offsetDays`. */
export function startOfDate(date: string, timeZone: string, offsetDays = 0): SQL {
  return sql`(((${date}::date + ${offsetDays}::int))::timestamp AT TIME ZONE ${timeZone})`;
}
