import type { Cart } from '../../../../../contracts/entities/cart';
import type { CartItem } from '../../../../../contracts/entities/cart-item';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { StoreIcon, TruckIcon } from '../../../ui/icons/icons';
import { useChosenStore, useKnownStoreName } from '../../stores/chosen-store';
import { deliveryTimeText, methodName } from './delivery-labels';
import { currentDelivery, needsStore } from './delivery-model';
import { GiftOptionLine } from './gift-option-line';
import styles from './line-delivery.module.css';

export interface LineDeliveryProps {
  readonly line: CartItem;
  readonly cart: Cart;
}

/** One cart line's delivery: its method (and store), a Change button, and its gift message. */
export function LineDelivery({ line, cart }: LineDeliveryProps) {
  const intl = useIntl();
  const { open } = useDialogs();
  const delivery = currentDelivery(line);
  const chosen = useChosenStore();
  const knownName = useKnownStoreName(delivery?.storeId);
  const product = line.name ?? line.productId;
  if (!delivery) return null;

  const storeName =
    delivery.storeId && chosen?.id === delivery.storeId
      ? chosen.name
      : (knownName ??
        (delivery.storeId
          ? intl.formatMessage({ id: 'delivery.line.storeFallback' }, { id: delivery.storeId })
          : undefined));
  const pudoPoint =
    delivery.code === 'pudo' ? cart.shippingMethods?.find((s) => s.code === 'pudo')?.pudoPoint : undefined;
  const choices = new Set(line.shippingOptions?.map((o) => o.shippingMethod.code));
  const canChange = !line.bonus && choices.size > 1;
  const Icon = needsStore(delivery.code) ? StoreIcon : TruckIcon;

  return (
    <div className={styles.delivery}>
      <p className={styles.method}>
        <Icon size="sm" />
        <span className={styles.methodName}>{methodName(intl, delivery.code)}</span>
        {storeName && needsStore(delivery.code) ? (
          <span>{intl.formatMessage({ id: 'delivery.line.atStore' }, { store: storeName })}</span>
        ) : null}
        {pudoPoint ? (
          <span>
            {intl.formatMessage({ id: 'delivery.line.atPoint' }, { point: pudoPoint.name ?? pudoPoint.id })}
          </span>
        ) : null}
        {delivery.deliveryTime ? (
          <span className={styles.muted}>{deliveryTimeText(intl, delivery.deliveryTime)}</span>
        ) : null}
        {canChange ? (
          <Button
            variant="link"
            size="sm"
            aria-label={intl.formatMessage({ id: 'delivery.line.changeFor' }, { product })}
            onClick={() => open('cartChangeShippingMethod', { cart, itemId: line.id })}
          >
            {intl.formatMessage({ id: 'delivery.line.change' })}
          </Button>
        ) : null}
      </p>
      <GiftOptionLine line={line} cartId={cart.id} />
    </div>
  );
}
