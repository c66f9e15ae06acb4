import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCommerce } from '../../commerce/commerce-context';
import type { SignInInput } from '../../commerce/sign-in-flow';
import { useSiteConfig } from '../../config/site-config-provider';
import { useIntl } from '../../i18n/intl';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { useToasts } from '../../ui/toast/toast-store';
import { profileQueryKey, refetchShopperQueries } from './shopper-queries';

/**
 * Sign-in from the dialog: the login flow, then what the outcome asks for. The shopper's queries refetch
 * (adopted cart, favorites, saved items); an employee without accepted terms gets the terms dialog, anyone
 * else a toast that says they are signed in (spec 001's sign-in success message; no dialog to dismiss, see
 * docs/decisions.md; none when the opener confirms the sign-in itself, `quiet`); a login with an order pending
 * lands on /account.
 */
export function useSignIn({ quiet = false }: { readonly quiet?: boolean } = {}) {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const intl = useIntl();
  const navigate = useNavigate();
  const { locale } = useSiteConfig();
  // The header asks for the same profile: the greeting waits for it, and goes without a name if it fails.
  const showSignedIn = async (consumerNo: string | undefined) => {
    const profile = await queryClient
      .ensureQueryData({ queryKey: profileQueryKey(consumerNo), queryFn: () => commerce.session.profile() })
      .catch(() => undefined);
    const name = profile?.consumerDetails.firstName;
    toasts.show({
      title: intl.formatMessage({ id: 'session.confirmation.title' }),
      message: name
        ? intl.formatMessage({ id: 'session.confirmation.welcome' }, { name })
        : intl.formatMessage({ id: 'session.confirmation.welcomeNoName' }),
      tone: 'success',
    });
  };
  return useMutation({
    mutationFn: ({ email, password, pendingOrder }: SignInInput) =>
      commerce.session.signIn(email, password, pendingOrder ? { pendingOrder } : {}),
    onSuccess: async (outcome) => {
      await refetchShopperQueries(queryClient);
      if (outcome.employeeTermsNeeded) {
        dialogs.open('employeeTerms');
      } else {
        dialogs.close('signIn');
        if (!quiet) await showSignedIn(outcome.session.consumerNo);
      }
      if (outcome.landing === 'account') await navigate(`/${locale}/account`);
    },
  });
}
