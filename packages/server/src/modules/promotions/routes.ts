// Agents, rebates and red packets: the public tiers, an agent's figures and statements, a player's
// payouts, a room's red packets and claims, and the operators' tiers, budget and packets.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as promotions from './service';

export function promotionRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.promotionTiers, () => promotions.tierList(ctx));
  registerCall(app, calls.agentOverview, ({ session, body }) => promotions.agentOverview(ctx, session, body));
  registerCall(app, calls.promotionPayoutList, ({ session, body }) =>
    promotions.payoutList(ctx, session, body),
  );
  registerCall(app, calls.commissionStatement, ({ session, body }) =>
    promotions.commissionStatement(ctx, session, body.id),
  );
  registerCall(app, calls.redPacketList, ({ session, body }) =>
    promotions.roomRedPackets(ctx, session, body.roomId),
  );
  registerCall(app, calls.redPacketDetail, ({ session, body }) =>
    promotions.redPacketDetail(ctx, session, body.id),
  );
  registerCall(app, calls.redPacketClaim, ({ session, body }) =>
    promotions.claimRedPacket(ctx, session, body.id),
  );

  registerCall(app, calls.adminPromotionTierList, () => promotions.tierList(ctx));
  registerCall(app, calls.adminPromotionTierSave, ({ session, body }) =>
    promotions.saveTier(ctx, session, body),
  );
  registerCall(app, calls.adminPromotionTierDelete, ({ session, body }) =>
    promotions.deleteTier(ctx, session, body.id),
  );
  registerCall(app, calls.adminPromotionBudget, () => promotions.budget(ctx));
  registerCall(app, calls.adminPromotionBudgetFund, ({ session, body }) =>
    promotions.fundBudget(ctx, session, body),
  );
  registerCall(app, calls.adminRedPacketSend, ({ session, body }) =>
    promotions.sendRedPacket(ctx, session, body),
  );
  registerCall(app, calls.adminPromotionPayoutList, ({ body }) => promotions.payoutsForOperator(ctx, body));
  registerCall(app, calls.adminRedPacketList, ({ body, language }) =>
    promotions.redPacketsForOperator(ctx, body, language),
  );
}
