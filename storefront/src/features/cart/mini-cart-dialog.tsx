import { useSiteConfig } from '../../config/site-config-provider';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button, buttonClassName } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';
import { Link } from '../../ui/link/link';
import { formatMoney } from '../../ui/price/format-money';
import { useReportConversion } from '../experiments/use-report-conversion';
import { LineImage } from './line-image';
import styles from './mini-cart-dialog.module.css';
import type { MiniCartProps } from './mini-cart-props';
import { promoCallouts } from './promo-callout';
import { useCart } from './use-cart';

/**
 * The mini cart (a drawer from the right on every width): the line just added, the cart count and subtotal,
 * View cart, Checkout and Continue shopping. It opens after each add (use-add-to-cart.ts), so it reports the
 * add to the experiments: its chunk loads then, and the product page carries none of that code.
 */
export default function MiniCartDialog({ itemId, onClose }: MiniCartProps & { onClose: () => void }) {
  const intl = useIntl();
  const { locale } = useSiteConfig();
  const cart = useCart().data;
  useReportConversion('add_to_cart');
  const line = cart?.items.find((i) => i.id === itemId);
  // Amounts in the cart's currency (a CAD cart stays CAD on any site); there are none without a cart.
  const money = (amount: number, of: { currency: string }) => formatMoney(amount, of.currency, locale);
  const callouts = cart ? promoCallouts(cart, 'minicart') : [];
  return (
    <Dialog
      title={intl.formatMessage({ id: 'cart.mini.title' })}
      onClose={onClose}
      variant="drawer-right"
      footer={
        <div className={styles.actions}>
          <Link
            to={`/${locale}/cart`}
            className={buttonClassName({ variant: 'secondary', fullWidth: true })}
            onClick={onClose}
          >
            <FormattedMessage id="cart.mini.viewCart" />
          </Link>
          <Link
            to={`/${locale}/checkout`}
            className={buttonClassName({ variant: 'primary', fullWidth: true })}
            onClick={onClose}
          >
            <FormattedMessage id="cart.mini.checkout" />
          </Link>
          <Button variant="ghost" fullWidth onClick={onClose}>
            <FormattedMessage id="cart.mini.continue" />
          </Button>
        </div>
      }
    >
      {cart && line ? (
        <div className={styles.line}>
          <LineImage src={line.imageUrl} alt="" size={80} />
          <div>
            <p className={styles.name}>{line.name ?? line.productId}</p>
            {line.attributes?.length ? (
              <p className={styles.meta}>{line.attributes.map((a) => a.value).join(' / ')}</p>
            ) : null}
            <p className={styles.meta}>
              <FormattedMessage id="cart.mini.quantity" values={{ qty: line.qty }} />
            </p>
            <p className={styles.meta}>{money(line.price.rowTotal, cart)}</p>
          </div>
        </div>
      ) : null}
      {cart ? (
        <div className={styles.summary}>
          <p className={styles.row}>
            <FormattedMessage id="cart.mini.count" values={{ count: cart.totalItems }} />
          </p>
          <p className={styles.row}>
            <span>
              <FormattedMessage id="cart.mini.subtotal" />
            </span>
            <strong>{money(cart.totals.itemSubTotal ?? cart.totals.itemTotal, cart)}</strong>
          </p>
          {callouts.map((c) => (
            <p key={c.id} className={styles.callout}>
              {c.text} <strong>{c.title}</strong>
            </p>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
