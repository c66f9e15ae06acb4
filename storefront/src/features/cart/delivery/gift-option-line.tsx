import type { CartItem } from '../../../../../contracts/entities/cart-item';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { Button } from '../../../ui/button/button';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { giftOptionBlock } from './delivery-model';
import styles from './line-delivery.module.css';
import { useSetGiftOption } from './use-delivery';

/**
 * A line's gift message: "Add a gift message", or the saved one with Edit and Remove. Where the warehouse
 * cannot pack a gift (pickup, e-gift cards) a saved message can only be removed, and says why.
 */
export function GiftOptionLine({ line, cartId }: { line: CartItem; cartId: string }) {
  const intl = useIntl();
  const { open } = useDialogs();
  const remove = useSetGiftOption();
  const block = giftOptionBlock(line);
  const product = line.name ?? line.productId;
  const gift = line.giftOption;
  const edit = () =>
    open('addGiftOption', { cartId, itemId: line.id, productName: product, giftOption: gift });

  if (!gift) {
    if (block) return null;
    return (
      <p className={styles.gift}>
        <Button
          variant="link"
          size="sm"
          aria-label={intl.formatMessage({ id: 'delivery.gift.addFor' }, { product })}
          onClick={edit}
        >
          {intl.formatMessage({ id: 'delivery.gift.add' })}
        </Button>
      </p>
    );
  }

  return (
    <div>
      <p className={styles.gift}>
        <span>{intl.formatMessage({ id: 'delivery.gift.summary' }, { to: gift.to })}</span>
        {block ? null : (
          <Button
            variant="link"
            size="sm"
            aria-label={intl.formatMessage({ id: 'delivery.gift.editFor' }, { product })}
            onClick={edit}
          >
            {intl.formatMessage({ id: 'delivery.gift.edit' })}
          </Button>
        )}
        <Button
          variant="link"
          size="sm"
          loading={remove.isPending}
          aria-label={intl.formatMessage({ id: 'delivery.gift.removeFor' }, { product })}
          onClick={() => remove.mutate({ basketId: cartId, itemId: line.id, giftOption: null })}
        >
          {intl.formatMessage({ id: 'delivery.gift.remove' })}
        </Button>
        {gift.message ? <span className={styles.giftMessage}>“{gift.message}”</span> : null}
      </p>
      {block === 'pickup' || block === 'digital' ? (
        <p className={styles.muted}>{intl.formatMessage({ id: `delivery.gift.blocked.${block}` })}</p>
      ) : null}
      {remove.error ? (
        <p role="alert" className={styles.error}>
          {errorMessage(intl, remove.error)}
        </p>
      ) : null}
    </div>
  );
}
