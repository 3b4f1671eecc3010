// Goods as the console's form holds them, and the save call's request made from the form: the picture is
// the uploaded image's id (none: the goods show without a picture), the price decimal text.
import type { CallRequest, calls, TAdminGoods } from '@fair28/shared';
import type { UploadedPicture } from '@/components/image-upload/image-upload';

export type GoodsForm = {
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  picture: UploadedPicture | null;
  price: string;
  stock: number;
  isEnabled: boolean;
  sortOrder: number;
};

export const newGoodsForm: GoodsForm = {
  nameZh: '',
  nameEn: '',
  descriptionZh: '',
  descriptionEn: '',
  picture: null,
  price: '',
  stock: 0,
  isEnabled: true,
  sortOrder: 0,
};

export function goodsFormOf(goods: TAdminGoods): GoodsForm {
  return {
    nameZh: goods.nameZh,
    nameEn: goods.nameEn,
    descriptionZh: goods.descriptionZh,
    descriptionEn: goods.descriptionEn,
    picture: goods.imageId ? { id: goods.imageId, url: goods.imageUrl } : null,
    price: goods.price,
    stock: goods.stock,
    isEnabled: goods.isEnabled,
    sortOrder: goods.sortOrder,
  };
}

export type GoodsSaveRequest = CallRequest<typeof calls.adminGoodsSave>;

/** The save request; `id` absent: new goods. */
export function goodsRequestOf(form: GoodsForm, id?: number): GoodsSaveRequest {
  return {
    ...(id ? { id } : {}),
    nameZh: form.nameZh.trim(),
    nameEn: form.nameEn.trim(),
    descriptionZh: form.descriptionZh,
    descriptionEn: form.descriptionEn,
    ...(form.picture ? { imageId: form.picture.id } : {}),
    price: String(form.price).trim(),
    stock: form.stock,
    isEnabled: form.isEnabled,
    sortOrder: form.sortOrder ?? 0,
  };
}
