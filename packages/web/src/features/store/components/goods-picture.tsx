// The goods' picture (a signed link the server made, so a plain <img> shows it), or a plain tile with a bag
// when the operator gave none.

import type { TGoods } from '@fair28/shared';
import ShoppingBagIcon from 'lucide-react/icons/shopping-bag';
import styles from './goods-card.module.css';

export function GoodsPicture({ goods, className }: { goods: TGoods; className: string | undefined }) {
  return goods.imageUrl ? (
    <img className={className} src={goods.imageUrl} alt="" loading="lazy" />
  ) : (
    <span className={`${className} ${styles.noPicture}`} aria-hidden="true">
      <ShoppingBagIcon />
    </span>
  );
}
