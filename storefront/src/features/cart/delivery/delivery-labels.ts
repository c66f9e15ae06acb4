import type { ShippingMethodCode } from '../../../../../contracts/entities/shipping-method';
import type { IntlShape } from '../../../i18n/intl';
import { formatMoney } from '../../../ui/price/format-money';

/** Method names come from the catalogue by code, so they follow the shop's language, not the server's. */
export const methodName = (intl: IntlShape, code: ShippingMethodCode): string =>
  intl.formatMessage({ id: `delivery.method.${code}` });

/** "Ready today" or "3-5 business days". */
export function deliveryTimeText(intl: IntlShape, deliveryTime: string | undefined): string | undefined {
  if (!deliveryTime) return undefined;
  if (deliveryTime.trim().toLowerCase() === 'same day')
    return intl.formatMessage({ id: 'delivery.time.sameDay' });
  return intl.formatMessage({ id: 'delivery.time.days' }, { range: deliveryTime.replace('-', '–') });
}

export const priceText = (intl: IntlShape, price: number, currency: string): string =>
  price === 0 ? intl.formatMessage({ id: 'delivery.price.free' }) : formatMoney(price, currency, intl.locale);
