import { DEFAULT_COUNTRY } from '../../../contracts/common/sites';
import type { CartItem, CartItemShippingOption } from '../../../contracts/entities/cart-item';
import type { BonusProduct, Promotion } from '../../db/commerce-config';
import type { CartLineRecord, CartRecord } from '../../db/commerce-records';
import { GIFT_PRODUCT_NAMES } from '../../db/seed/catalogue-copy-labels';
import { languageOf } from '../../db/seed/catalogue-copy-names';
import { countryCodeOf } from './address-country';
import type { CartTotalsBreakdown } from './cart-totals';
import { toMajor } from './money';
import {
  candidateCodes,
  type Destination,
  type LineShippingFacts,
  methodAvailability,
  methodOption,
  SHIPPING_METHODS,
  STORE_CODES,
} from './shipping';

/** Cart lines as the contract shows them: prices after discounts, delivery options with store stock. */

export function destinationOf(cart: CartRecord): Destination | undefined {
  const a = cart.shippingAddress;
  return a ? { countryCode: countryCodeOf(a, DEFAULT_COUNTRY), province: a.province } : undefined;
}

function shippingOptions(
  facts: LineShippingFacts,
  line: CartLineRecord,
  dest: Destination | undefined,
): CartItemShippingOption[] {
  return candidateCodes(facts).map((code) => {
    const isStoreCode = STORE_CODES.includes(code);
    const selected =
      line.delivery.code === code && (!isStoreCode || line.delivery.storeId === facts.store?.storeId);
    return {
      selected,
      available: methodAvailability(code, facts, dest),
      shippingMethod: methodOption(code),
      ...(isStoreCode && facts.store
        ? { storeInfo: { id: facts.store.storeId, storeInventory: facts.store.stock } }
        : {}),
    };
  });
}

/** A cart line with its delivery facts (stock at home and at its store, gathered beforehand). */
export function lineView(
  cart: CartRecord,
  line: CartLineRecord,
  totals: CartTotalsBreakdown,
  facts: LineShippingFacts,
): CartItem {
  const money = totals.lines.get(line.id);
  const rowTotal = line.unitPrice * line.qty;
  const afterItem = money?.priceAfterItemDiscount ?? rowTotal;
  const discounts = totals.promotions.lineDiscounts.get(line.id) ?? [];
  return {
    id: line.id,
    productId: line.sku,
    masterId: line.masterId,
    name: line.name,
    ...(line.imageUrl ? { imageUrl: line.imageUrl } : {}),
    attributes: line.attributes,
    qty: line.qty,
    maxQty: line.maxQty,
    ...(line.upc ? { upc: line.upc } : {}),
    ...(line.slug ? { slug: line.slug } : {}),
    available: line.available,
    ...(totals.tax !== undefined && money ? { taxTotal: toMajor(money.tax) } : {}),
    ...(line.pdpUrl ? { pdpUrl: line.pdpUrl, pageUrl: line.pdpUrl } : {}),
    ...(line.recipeId ? { recipeId: line.recipeId } : {}),
    isCustoms: line.isCustoms,
    isDigitalProduct: line.isDigital,
    deliveryTime: SHIPPING_METHODS[line.delivery.code].deliveryTime,
    price: {
      original: toMajor(line.originalUnitPrice),
      current: toMajor(line.unitPrice),
      amount: toMajor(Math.round(afterItem / line.qty)),
      rowTotal: toMajor(rowTotal),
      priceAfterItemDiscount: toMajor(afterItem),
      priceAfterOrderDiscount: toMajor(money?.priceAfterOrderDiscount ?? afterItem),
    },
    shippingOptions: shippingOptions(facts, line, destinationOf(cart)),
    ...(discounts.length > 0
      ? {
          productPromotions: discounts.map((d) => ({
            promotionId: d.promotion.id,
            campaignId: d.promotion.campaignId,
            ...(d.couponCode ? { couponCode: d.couponCode } : {}),
            price: -toMajor(d.amount),
          })),
        }
      : {}),
    ...(line.giftOption ? { giftOption: line.giftOption } : {}),
    ...(line.saveForLater ? { saveForLater: line.saveForLater } : {}),
    ...(line.codes.length > 0 ? { codes: line.codes } : {}),
  };
}

const giftLineId = (promotion: Promotion): string => `gwp-${promotion.id}`;

/**
 * A gift-with-purchase line: free, one unit, not changeable (GWP_PRODUCT when touched); named in the
 * cart's language.
 */
export function giftLineView(promotion: Promotion, gift: BonusProduct, locale?: string): CartItem {
  return {
    id: giftLineId(promotion),
    productId: gift.sku,
    masterId: gift.productId,
    name: GIFT_PRODUCT_NAMES[gift.productId]?.[languageOf(locale)] ?? gift.name,
    imageUrl: gift.imageUrl,
    qty: 1,
    maxQty: 1,
    bonus: true,
    available: true,
    isCustoms: false,
    isDigitalProduct: false,
    price: {
      original: toMajor(gift.originalPrice),
      current: 0,
      amount: 0,
      rowTotal: 0,
      priceAfterItemDiscount: 0,
      priceAfterOrderDiscount: 0,
    },
    productPromotions: [
      { promotionId: promotion.id, campaignId: promotion.campaignId, price: -toMajor(gift.originalPrice) },
    ],
  };
}
