import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useCommerce } from '../../commerce/commerce-context';
import { useSiteConfig } from '../../config/site-config-provider';
import { errorMessage } from '../../i18n/error-message';
import { useIntl } from '../../i18n/intl';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { useToasts } from '../../ui/toast/toast-store';
import { dropShopperQueries } from './shopper-queries';
import { landingAfterSignOut } from './sign-out-landing';

/**
 * Sign-out (spec 000 sections 2, 4, 8): revoke, clear the session and the shopper's cached data, continue
 * as a guest, say 'Success', and leave pages that only made sense signed in.
 */
export function useSignOut() {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const intl = useIntl();
  const toasts = useToasts();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { locale } = useSiteConfig();
  return useMutation({
    mutationFn: () => commerce.session.signOut(),
    onSuccess: async () => {
      dialogs.closeAll();
      await dropShopperQueries(queryClient);
      toasts.show({
        title: intl.formatMessage({ id: 'session.signOut.successTitle' }),
        message: intl.formatMessage({ id: 'session.signOut.successMessage' }),
        tone: 'success',
      });
      const landing = landingAfterSignOut(pathname, locale);
      if (landing) await navigate(landing);
    },
    // Only a failed guest token gets here (a failed revoke is reported and passed over).
    onError: (error) => toasts.show({ title: errorMessage(intl, error), tone: 'error' }),
  });
}
