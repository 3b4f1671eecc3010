// One of the goods in the store list: picture, name, price and stock; sold-out goods say so.

import { displayMoney, type TGoods } from '@fair28/shared';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { routes } from '@/config/routes';
import { useTranslation } from '@/i18n/use-translation';
import { withQuery } from '@/lib/navigation';
import { Link } from '@/lib/router/link';
import styles from './goods-card.module.css';
import { GoodsPicture } from './goods-picture';

export function GoodsCard({ goods }: { goods: TGoods }) {
  const { t } = useTranslation();
  return (
    <Link className={styles.card} to={withQuery(routes.goodsDetail.path, { id: goods.id })}>
      <GoodsPicture goods={goods} className={styles.picture} />
      <div className={styles.text}>
        <strong className={styles.name}>{goods.name}</strong>
        <span className={styles.price}>{displayMoney(goods.price)}</span>
        <span className={goods.isSoldOut ? styles.soldOut : styles.stock}>
          {goods.isSoldOut ? t('store.soldOut') : t('store.stock', { count: goods.stock })}
        </span>
      </div>
      <ChevronRightIcon className={styles.arrow} aria-hidden="true" />
    </Link>
  );
}
