import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signUpCommerceOf } from '../../../commerce/account/sign-up';
import type { SignUpFormData } from '../../../commerce/account/sign-up-body';
import { useCommerce } from '../../../commerce/commerce-context';
import { useSiteConfig } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import { useDialogs } from '../../../ui/dialog/dialog-store';
import { useToasts } from '../../../ui/toast/toast-store';
import { refetchShopperQueries } from '../../session/shopper-queries';
import { interestsFollowSignUp, type SignUpOccasion } from './interests-after-sign-up';
import type { SignUpQuery } from './sign-up-query';

/**
 * Sign-up (spec 001 section 4): create the account, say so ('account created'), sign in with the same flow
 * as the sign-in dialog (the guest's cart adopted), then, with a referral code in the query, the loyalty
 * token that credits it. A failed referral does not undo the account: it is reported only. Then the interests
 * dialog, where the site collects interests (interests-after-sign-up.ts).
 */
export function useSignUp(query: SignUpQuery, onDone: () => void, occasion: SignUpOccasion = {}) {
  const commerce = useCommerce();
  const { settings } = useSiteConfig();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const intl = useIntl();
  return useMutation({
    mutationFn: async (form: SignUpFormData) => {
      const area = signUpCommerceOf(commerce);
      await area.signUp(form, {
        campaignName: query.campaignName,
        store: query.store,
        leadSource: query.leadSource,
      });
      await commerce.session.signIn(form.email.trim(), form.password);
      if (query.referralCode)
        // The account stands either way; the referral is a bonus the member can still claim.
        await area.loyaltyToken(query.referralCode, query.leadSource).catch(() => undefined);
      return form;
    },
    onSuccess: async (form) => {
      await refetchShopperQueries(queryClient);
      toasts.show({
        title: intl.formatMessage({ id: 'signUp.created.title' }),
        message: intl.formatMessage({ id: 'signUp.created.message' }, { name: form.firstName.trim() }),
        tone: 'success',
      });
      onDone();
      if (interestsFollowSignUp(settings, form.newsletter === true, occasion)) dialogs.open('interests');
    },
  });
}
