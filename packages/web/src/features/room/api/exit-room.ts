// POST /api/v1/room/user/exit: tells the server the player left the room. Sent on the way out; a
// failure changes nothing for the player, so it is not reported.

import { playerCallRoutes } from '@fair28/shared';
import { request } from '@/api/client';

export async function exitRoom(roomId: number): Promise<void> {
  try {
    await request(playerCallRoutes.exitRoom, { roomId }, { showLoading: false });
  } catch {
    // Leaving never waits on the server; an expired session is handled by the client already.
  }
}
