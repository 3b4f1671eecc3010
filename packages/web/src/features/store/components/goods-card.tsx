// One of the goods in the store list: picture, name, price and stock; sold-out goods say so.

import { displayMoney, type TGoods } from '@fair28/shared';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '../../../config/routes';
import { withQuery } from '../../../lib/navigation';
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
      <RightOutline className={styles.arrow} aria-hidden="true" />
    </Link>
  );
}
