// How other players see someone: the nickname with its middle hidden, never the login account.
import type { Executor } from '../../db/database';
import * as queries from './queries';

/**
 * How other players see someone in a room's feed: the nickname with its middle hidden, so a room
 * never learns the account names players log in with.
 */
export function maskedName(nickName: string): string {
  const letters = [...nickName];
  if (letters.length <= 2) return `${letters[0] ?? ''}*`;
  return `${letters.slice(0, 2).join('')}***${letters.at(-1)}`;
}

export async function publicName(db: Executor, userId: number): Promise<string> {
  const user = await queries.findUserById(db, userId);
  return maskedName(user?.nickName || user?.account || '');
}

/** How other players see each of these users (masked), by id. */
export async function publicNames(db: Executor, userIds: number[]): Promise<Map<number, string>> {
  const rows = await queries.selectNames(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, maskedName(row.nickName || row.account)]));
}
