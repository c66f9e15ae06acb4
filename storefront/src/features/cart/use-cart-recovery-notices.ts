import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCommerce } from '../../commerce/commerce-context';
import { useIntl } from '../../i18n/intl';
import { useToasts } from '../../ui/toast/toast-store';
import { pageReload } from './page-reload';

/** Events already shown: the hook may be mounted twice (header and cart page), one message and reload each. */
const handled = new WeakSet<object>();

/**
 * Shows what a cart recovery did (spec 000 sections 4 and 8): a recreated cart gets the expired-cart notice;
 * an invalid-customer reset shows its message and reloads the page after the catalogue's delay (4 s).
 * Mounted by the header's cart button and the cart page; each event is handled once.
 */
export function useCartRecoveryNotices(): void {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { show } = useToasts();
  useEffect(() => {
    const cancels: (() => void)[] = [];
    const stop = commerce.cart.onRecovery((event) => {
      if (handled.has(event)) return;
      handled.add(event);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      if (event.kind === 'recreated') {
        show({
          title: intl.formatMessage({ id: 'cart.recovery.expired' }),
          ...(event.lost > 0
            ? { message: intl.formatMessage({ id: 'cart.recovery.lost' }, { count: event.lost }) }
            : {}),
          tone: 'info',
        });
        return;
      }
      show({
        title: intl.formatMessage({ id: 'cart.recovery.invalidCustomer' }),
        tone: 'warning',
        autoClose: false,
      });
      cancels.push(pageReload.after(event.reloadAfterMs, () => pageReload.reload()));
    });
    return () => {
      stop();
      for (const cancel of cancels) cancel();
    };
  }, [commerce, queryClient, intl, show]);
}
