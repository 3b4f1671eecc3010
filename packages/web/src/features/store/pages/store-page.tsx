// /pages/store/store — the store: goods with picture, price and stock (each opening its details page to
// redeem), and the player's orders with their status. `?tab=orders` opens the orders.

import Tabs from 'antd-mobile/es/components/tabs';
import { PagedList } from '@/components/records/paged-list';
import { Page } from '@/components/ui/page';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/lib/router/router-context';
import { hasSession } from '@/lib/session';
import { useGoodsList, useOrders } from '../api/store-calls';
import { GoodsCard } from '../components/goods-card';
import { OrderCard } from '../components/order-card';

export function StorePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'orders' && hasSession() ? 'orders' : 'goods';
  return (
    <Page title={t('store.title')} backTo={routes.home.path}>
      {hasSession() ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'orders' ? { tab: key } : {}, { replace: true })}
        >
          <Tabs.Tab key="goods" title={t('store.goods')} />
          <Tabs.Tab key="orders" title={t('store.orders')} />
        </Tabs>
      ) : null}
      {tab === 'orders' ? <Orders /> : <Goods />}
    </Page>
  );
}

function Goods() {
  const { t } = useTranslation();
  const goods = useGoodsList();
  return (
    <PagedList
      query={goods}
      label={t('store.goods')}
      emptyText={t('store.noGoods')}
      itemKey={(item) => item.id}
      renderItem={(item) => <GoodsCard goods={item} />}
    />
  );
}

function Orders() {
  const { t } = useTranslation();
  const orders = useOrders();
  return (
    <PagedList
      query={orders}
      label={t('store.orders')}
      emptyText={t('store.noOrders')}
      itemKey={(order) => order.id}
      renderItem={(order) => <OrderCard order={order} />}
    />
  );
}
