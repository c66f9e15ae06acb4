import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCommerce } from '../../commerce/commerce-context';
import { useSiteConfig } from '../../config/SiteConfigProvider';
import { useDialogs } from '../../ui/dialog/dialog-store';
import { refetchShopperQueries } from './shopper-queries';
import type { SignInInput } from './sign-in-flow';

/**
 * Sign-in from the dialog: the login flow, then what the outcome asks for. The shopper's queries refetch
 * (adopted cart, favorites, saved items); an employee without accepted terms gets the terms dialog,
 * anyone else the confirmation; a login with an order pending lands on /account.
 */
export function useSignIn() {
  const commerce = useCommerce();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { locale } = useSiteConfig();
  return useMutation({
    mutationFn: ({ email, password, pendingOrder }: SignInInput) =>
      commerce.session.signIn(email, password, pendingOrder ? { pendingOrder } : {}),
    onSuccess: async (outcome) => {
      await refetchShopperQueries(queryClient);
      dialogs.open(outcome.employeeTermsNeeded ? 'employeeTerms' : 'signInConfirmation');
      if (outcome.landing === 'account') await navigate(`/${locale}/account`);
    },
  });
}
