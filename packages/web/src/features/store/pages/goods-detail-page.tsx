// /pages/goodsDetail/goodsDetail?id=… — one of the goods: picture, price, stock and description, and
// redeeming it: a quantity stepper and a note for the operator, the total against the balance, and a
// confirmation before the wallet is charged (hooks/use-guarded-submit: one tap, one key, so a retry after
// a lost answer never pays twice). After redeeming, the player's orders open.

import { displayMoney, MAX_REDEEM_QUANTITY, parseMinor, type TGoods } from '@fair28/shared';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { useUserDetails } from '@/api/account/get-user-details';
import { showError } from '@/api/error-text';
import { confirmDetails } from '@/components/money/confirm-details';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { RichTextBody } from '@/components/ui/rich-text-body';
import { TextField } from '@/components/ui/text-field';
import { routes } from '@/config/routes';
import { useGuardedSubmit } from '@/hooks/use-guarded-submit';
import { useTranslation } from '@/i18n/use-translation';
import { redirectTo, withQuery } from '@/lib/navigation';
import { showToast } from '@/lib/notify';
import { Link } from '@/lib/router/link';
import { useSearchParams } from '@/lib/router/router-context';
import { hasSession } from '@/lib/session';
import { useGoods, useRedeem } from '../api/store-calls';
import { GoodsPicture } from '../components/goods-picture';
import styles from './goods-detail-page.module.css';

function readId(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function GoodsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readId(params);
  const goods = useGoods(id);
  let content: ReactNode;
  if (id === null)
    content = (
      <EmptyState
        text={t('store.missingId')}
        action={{ label: t('store.backToStore'), to: routes.store.path }}
      />
    );
  else if (goods.isPending) content = <Loading />;
  else if (goods.isError) content = <LoadError error={goods.error} onRetry={() => void goods.refetch()} />;
  else content = <GoodsDetail goods={goods.data} />;
  return (
    <Page title={goods.data?.name ?? t('route.goodsDetail')} backTo={routes.store.path}>
      {content}
    </Page>
  );
}

function GoodsDetail({ goods }: { goods: TGoods }) {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.card}>
        <GoodsPicture goods={goods} className={styles.picture} />
        <h2 className={styles.name}>{goods.name}</h2>
        <div className={styles.priceRow}>
          <span className={styles.price}>{displayMoney(goods.price)}</span>
          <span className={goods.isSoldOut ? styles.soldOut : styles.stock}>
            {goods.isSoldOut ? t('store.soldOut') : t('store.stock', { count: goods.stock })}
          </span>
        </div>
      </section>
      {goods.description ? (
        <div className={styles.description}>
          <RichTextBody html={goods.description} />
        </div>
      ) : null}
      {hasSession() ? (
        <RedeemForm goods={goods} />
      ) : (
        <Link
          className={styles.login}
          to={withQuery(routes.login.path, {
            redirect: withQuery(routes.goodsDetail.path, { id: goods.id }),
          })}
        >
          {t('route.login')}
        </Link>
      )}
    </>
  );
}

function RedeemForm({ goods }: { goods: TGoods }) {
  const { t } = useTranslation();
  const user = useUserDetails();
  const redeem = useRedeem();
  const guard = useGuardedSubmit();
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const maxQuantity = Math.max(1, Math.min(goods.stock, MAX_REDEEM_QUANTITY));
  const total = parseMinor(goods.price) * BigInt(quantity);
  const balance = user.data ? parseMinor(user.data.point) : null;
  const isShort = balance !== null && balance < total;

  const submit = () =>
    guard.run(async ({ signal, intend }) => {
      const body = { goodsId: goods.id, quantity, note: note.trim() };
      const intent = intend(body);
      const isConfirmed = await confirmDetails(
        {
          title: t('store.confirmTitle', { goods: goods.name }),
          details: [
            { label: t('store.unitPrice'), value: displayMoney(goods.price) },
            { label: t('store.quantity'), value: String(quantity) },
            { label: t('store.total'), value: displayMoney(total), isStrong: true },
            ...(body.note ? [{ label: t('store.noteShort'), value: body.note }] : []),
          ],
          note: t('store.confirmBody', { amount: displayMoney(total) }),
          confirmText: t('store.redeem'),
        },
        signal,
      );
      if (!isConfirmed) return;
      try {
        const order = await intent.send((idempotencyKey) => redeem.mutateAsync({ ...body, idempotencyKey }));
        showToast(t('store.redeemed', { orderNo: order.orderNo }), 'success');
        void redirectTo(routes.store.path, { tab: 'orders' });
      } catch (error) {
        showError(error);
      }
    });

  if (goods.isSoldOut) return null;
  return (
    <section className={styles.card} aria-label={t('store.redeem')}>
      <div className={styles.field}>
        <span id="redeem-quantity" className={styles.label}>
          {t('store.quantity')}
        </span>
        <QuantityStepper
          labelledBy="redeem-quantity"
          min={1}
          max={maxQuantity}
          value={quantity}
          onChange={setQuantity}
        />
      </div>
      <TextField
        id="redeem-note"
        label={t('store.note')}
        placeholder={t('store.notePlaceholder')}
        value={note}
        onChange={setNote}
        maxLength={200}
      />
      <dl className={styles.totals}>
        <div>
          <dt>{t('store.total')}</dt>
          <dd className={styles.total}>{displayMoney(total)}</dd>
        </div>
        <div>
          <dt>{t('store.balance')}</dt>
          <dd>{user.data ? displayMoney(user.data.point) : '…'}</dd>
        </div>
      </dl>
      {isShort ? (
        <p className={styles.short}>
          {t('store.notEnough')} <Link to={routes.recharge.path}>{t('home.nudgeAction')}</Link>
        </p>
      ) : null}
      <Button
        block
        color="primary"
        size="large"
        disabled={isShort || balance === null}
        loadingText={t('store.redeem')}
        loading={guard.isBusy}
        onClick={() => void submit()}
      >
        {t('store.redeem')}
      </Button>
    </section>
  );
}
