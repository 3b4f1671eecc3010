import type { TAdminGoods } from '@fair28/shared';
import { describe, expect, it } from 'vitest';
import { goodsFormOf, goodsRequestOf, newGoodsForm } from './goods-form';

const saved: TAdminGoods = {
  id: 7,
  nameZh: '充电宝',
  nameEn: 'Power bank',
  descriptionZh: '<p>两万毫安</p>',
  descriptionEn: '<p>20,000 mAh</p>',
  imageId: 'img123',
  imageUrl: '/api/v1/upload/image/img123',
  price: '88.50',
  stock: 3,
  isEnabled: true,
  sortOrder: 2,
};

describe('the goods form', () => {
  it('saves edited goods under their id with the picture they already have', () => {
    expect(goodsRequestOf(goodsFormOf(saved), saved.id)).toEqual({
      id: 7,
      nameZh: '充电宝',
      nameEn: 'Power bank',
      descriptionZh: '<p>两万毫安</p>',
      descriptionEn: '<p>20,000 mAh</p>',
      imageId: 'img123',
      price: '88.50',
      stock: 3,
      isEnabled: true,
      sortOrder: 2,
    });
  });

  it('sends new goods without an id, and no picture id once the picture is removed', () => {
    const request = goodsRequestOf({ ...newGoodsForm, nameZh: ' 帽子 ', nameEn: 'Cap', price: ' 10 ' });
    expect(request).not.toHaveProperty('id');
    expect(request).not.toHaveProperty('imageId');
    expect(request).toMatchObject({ nameZh: '帽子', price: '10', stock: 0, isEnabled: true });
  });
});
