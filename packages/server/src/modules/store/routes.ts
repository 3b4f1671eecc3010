// The store: goods, redeeming, the player's orders, and the operators' goods and order decisions.
import { calls } from '@fair28/shared';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/protocol';
import * as store from './service';

export function storeRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerCall(app, calls.storeGoodsList, ({ body, language }) => store.goodsList(ctx, body, language));
  registerCall(app, calls.storeGoodsDetail, ({ body, language }) =>
    store.goodsDetail(ctx, body.id, language),
  );
  registerCall(app, calls.storeRedeem, ({ session, body, language }) =>
    store.redeem(ctx, session, body, language),
  );
  registerCall(app, calls.storeOrderList, ({ session, body, language }) =>
    store.orderList(ctx, session, body, language),
  );

  registerCall(app, calls.adminGoodsList, () => store.listGoodsForOperator(ctx));
  registerCall(app, calls.adminGoodsSave, ({ session, body }) => store.saveGoods(ctx, session, body));
  registerCall(app, calls.adminStoreOrderList, ({ body, language }) =>
    store.listOrdersForOperator(ctx, body, language),
  );
  registerCall(app, calls.adminStoreOrderFulfil, ({ session, body, language }) =>
    store.decideOrder(ctx, session, body, 'fulfilled', language),
  );
  registerCall(app, calls.adminStoreOrderCancel, ({ session, body, language }) =>
    store.decideOrder(ctx, session, body, 'cancelled', language),
  );
}
