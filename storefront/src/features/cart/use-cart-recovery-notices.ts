import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useCommerce } from '../../commerce/commerce-context';
import { useToasts } from '../../ui/toast/toast-store';
import { pageReload } from './page-reload';

/**
 * Shows what a cart recovery did (spec 000 sections 4 and 8): a recreated cart gets the expired-cart notice;
 * an invalid-customer reset shows its message and reloads the page after the catalogue's delay (4 s).
 * Mounted once, with the header's cart button.
 */
export function useCartRecoveryNotices(): void {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { show } = useToasts();
  useEffect(() => {
    const cancels: (() => void)[] = [];
    const stop = commerce.cart.onRecovery((event) => {
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
