import type { PriceAdjustment } from '../../commerce/associate';
import type { Cart } from '../../commerce/cart';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button/button';
import { formatMoney } from '../../ui/price/format-money';
import styles from './associate.module.css';
import { associateErrorMessage } from './associate-error';
import { PriceAdjustmentForm } from './price-adjustment-form';
import { usePriceAdjustments } from './use-price-adjustments';

/**
 * The cart page's price adjustments for an associate selling in store (loaded only then): the adjustments
 * made, each with what it saves and the line's new price, Remove, and the form to add one.
 */
export default function PriceAdjustments({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { remove } = usePriceAdjustments();
  const adjustments = cart.priceAdjustments ?? [];
  return (
    <section className={styles.panel} aria-labelledby="price-adjustments-heading">
      <h2 id="price-adjustments-heading">{intl.formatMessage({ id: 'associate.adjust.heading' })}</h2>
      <p className={styles.muted}>{intl.formatMessage({ id: 'associate.adjust.intro' })}</p>
      {adjustments.length > 0 ? (
        <ul
          className={styles.adjustments}
          aria-label={intl.formatMessage({ id: 'associate.adjust.applied' })}
        >
          {adjustments.map((adjustment) => (
            <AdjustmentEntry
              key={adjustment.adjustmentId}
              adjustment={adjustment}
              cart={cart}
              removing={remove.isPending && remove.variables === adjustment.adjustmentId}
              onRemove={() => remove.mutate(adjustment.adjustmentId)}
            />
          ))}
        </ul>
      ) : null}
      {remove.error ? (
        <p role="alert" className={styles.muted}>
          {associateErrorMessage(intl, remove.error)}
        </p>
      ) : null}
      <PriceAdjustmentForm cart={cart} />
    </section>
  );
}

function AdjustmentEntry({
  adjustment,
  cart,
  removing,
  onRemove,
}: {
  adjustment: PriceAdjustment;
  cart: Cart;
  removing: boolean;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  const line = adjustment.itemId ? cart.items.find((i) => i.id === adjustment.itemId) : undefined;
  const target = line
    ? (line.name ?? line.productId)
    : intl.formatMessage({ id: 'associate.adjust.orderTarget' });
  const description = intl.formatMessage(
    {
      id:
        adjustment.type === 'PERCENT'
          ? 'associate.adjust.describePercent'
          : 'associate.adjust.describeAmount',
    },
    {
      value: adjustment.type === 'PERCENT' ? String(adjustment.value) : money(adjustment.value),
      target,
    },
  );
  const reasonId = `associate.adjust.reason.${adjustment.reasonCode}`;
  const reason = Object.hasOwn(intl.messages, reasonId)
    ? intl.formatMessage({ id: reasonId })
    : adjustment.reasonCode;
  return (
    <li className={styles.adjustment}>
      <div>
        <p>
          {description} · {reason}
        </p>
        <p className={styles.muted}>
          {intl.formatMessage(
            { id: 'associate.adjust.saving' },
            { amount: money(Math.abs(adjustment.price)) },
          )}
          {line?.price.priceAfterItemDiscount !== undefined
            ? ` · ${intl.formatMessage({ id: 'associate.adjust.lineNow' }, { price: money(line.price.priceAfterItemDiscount) })}`
            : null}
        </p>
      </div>
      <Button
        variant="link"
        size="sm"
        loading={removing}
        onClick={onRemove}
        aria-label={intl.formatMessage({ id: 'associate.adjust.removeNamed' }, { description })}
      >
        {intl.formatMessage({ id: 'associate.adjust.remove' })}
      </Button>
    </li>
  );
}
