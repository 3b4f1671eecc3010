// The goods' picture, or a plain tile with a bag when the operator gave none (or while it loads). The
// server shows an uploaded picture only to a signed-in player, which an <img src> cannot prove: it is
// fetched with the session and shown from memory, as every uploaded image in the app is.

import type { TGoods } from '@fair28/shared';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import { useImageObjectUrl } from '../../../api/uploads/get-image';
import styles from './goods-card.module.css';

export function GoodsPicture({ goods, className }: { goods: TGoods; className: string | undefined }) {
  const picture = useImageObjectUrl(goods.imageUrl);
  return picture.objectUrl ? (
    <img className={className} src={picture.objectUrl} alt="" />
  ) : (
    <span className={`${className} ${styles.noPicture}`} aria-hidden="true">
      <ShopbagOutline />
    </span>
  );
}
