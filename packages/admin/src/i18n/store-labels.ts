// The console's words of the store: goods and players' orders, in English (the Chinese in store-labels-zh.ts).
// words-en.ts lists them with the other areas'; labels.ts looks them up.

const en = {
  'store.goods': 'Goods',
  'store.addGoods': 'New goods',
  'store.editGoods': 'Edit goods',
  'store.picture': 'Picture',
  'store.price': 'Price',
  'store.stock': 'Stock',
  'store.soldOut': 'Sold out',
  'store.descriptionZh': 'Description (Chinese)',
  'store.descriptionEn': 'Description (English)',
  'store.descriptionHelp':
    'Shown on the goods page. Simple HTML (paragraphs, bold, lists, links) is kept; anything else is removed when saved.',
  'store.previewStock': 'In stock: {0}',
  'store.previewSoldOut': 'Sold out',
  'store.hiddenWhenDisabled': 'Hidden: players do not see these goods until they are shown.',
  'store.quantity': 'Quantity',
  'store.unitPrice': 'Unit price',
  'store.playerNote': "Player's note",
  'store.fulfil': 'Fulfil',
  'store.cancelRefund': 'Cancel and refund',
  'store.fulfilConfirm':
    'Mark {1} × {0} as delivered to {2}. The player is told, with your reason; the order cannot be cancelled afterwards.',
  'store.cancelConfirm':
    'Cancel the order: {0} goes back to the wallet of {1} at once and {2} item(s) return to stock. The player is told, with your reason.',
  'store.fulfilled': 'Order {0} fulfilled',
  'store.cancelled': "Order {0} cancelled: the money is back in the player's wallet",
} as const;

export type StoreLabel = keyof typeof en;

export const storeLabelsEn = en;
