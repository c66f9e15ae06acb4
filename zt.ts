import { operations } from './contracts/registry/operations';
const b = operations.addCartItem?.request.body ?? (operations as any).addItem.request.body;
const r = b.safeParse({ cartId: 'bk-1', productId: 'SPJK0001BLKM', quantity: 3, giftOption: { x: 1 } });
console.log(JSON.stringify(r.error?.issues, null, 1));
