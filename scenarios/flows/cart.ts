import { defineScenario, type Scenario, step } from '../scenario';
import { coupon, getCart, SKU, str } from './flow-steps';

/** Cart flows: coupons on and off, saving a line for later and bringing it back. */

const couponApplyAndRemove = defineScenario({
  name: 'coupon-apply-and-remove',
  description:
    'A guest applies SPRING20 (typed in lower case) to a jacket: 20 % off the line (45.80); removing the ' +
    'code takes the discount off, and removing it again answers PRM130.',
  tags: ['flow', 'cart', 'promo'],
  produces: ['PRM130'],
  setup: { cart: { items: [{ productId: SKU.jacket }] } },
  steps: [
    coupon('applyCoupon', 'spring20', 'apply spring20', {
      fields: {
        'couponItems.0.code': 'SPRING20',
        'couponItems.0.valid': true,
        'couponItems.0.applied': true,
        'items.0.productPromotions.0.couponCode': 'SPRING20',
        'items.0.productPromotions.0.price': -45.8,
      },
    }),
    coupon('removeCoupon', 'SPRING20', 'remove SPRING20', {
      fields: { couponItems: undefined, 'items.0.productPromotions': undefined },
    }),
    coupon('removeCoupon', 'SPRING20', 'remove it again', { errorId: 'PRM130' }),
  ],
});

const saveForLaterToCart = defineScenario({
  name: 'save-for-later-to-cart',
  description:
    'A guest saves a cart line (two jackets) for later: the cart empties and the list holds it; moving ' +
    'it back puts the two jackets in the cart, linked to the list entry they came from.',
  tags: ['flow', 'cart', 'save-for-later'],
  setup: { cart: { items: [{ productId: SKU.jacket, qty: 2 }] } },
  steps: [
    step('saveItemForLater', {
      name: 'save the line for later',
      body: (v) => ({ cartId: str(v, 'cartId'), itemId: str(v, 'itemId') }),
      expect: { fields: { 'cart.items': [], 'saveForLater.items.0.qty': 2 } },
      save: { saveForLaterId: 'saveForLater.saveForLaterId', savedItemId: 'saveForLater.items.0.itemId' },
    }),
    step('getSavedForLater', { name: 'the saved list', expect: { fields: { total: 1 } } }),
    step('moveSavedItemsToCart', {
      name: 'move it back to the cart',
      params: (v) => ({ basketId: str(v, 'cartId') }),
      body: (v) => ({ saveForLaterId: str(v, 'saveForLaterId'), itemIds: [str(v, 'savedItemId')] }),
      expect: {
        fields: { 'saveForLater.items': [], 'cart.items.0.productId': SKU.jacket, 'cart.items.0.qty': 2 },
      },
    }),
    getCart({ name: 'the cart holds the jackets again', expect: { fields: { 'totals.totalUnits': 2 } } }),
  ],
});

export const cartScenarios: Scenario[] = [couponApplyAndRemove, saveForLaterToCart];
