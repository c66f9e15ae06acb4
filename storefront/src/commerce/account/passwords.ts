import '../../api/account-operations';
import type { RequestBodyOf } from '../../../../contracts/registry/types';
import type { CommerceDeps } from '../commerce-deps';
import type { Commerce } from '../create-commerce';

/** The email the reset link goes to (resetPassword's body). */
export type ResetRequest = RequestBodyOf<'resetPassword'>;
/** The link's email and code with the new password twice (confirmForgotPassword's body). */
export type ResetConfirmation = RequestBodyOf<'confirmForgotPassword'>;
/** The current password and the new one twice (changePassword's body). */
export type PasswordChange = RequestBodyOf<'changePassword'>;

/**
 * The password calls (spec 000 section 7): ask for a reset link, set a new password with the link's code,
 * and change the signed-in shopper's password. Failures reject with the ApiError of their catalogue id
 * (AUT402 expired link, AUT450 wrong current password, AUT451/AUT452 reused, FE340, FE872).
 */
export function passwordsCommerce(deps: CommerceDeps) {
  return {
    /** 204 whether or not the account exists: the page says the same either way (no account discovery). */
    async requestReset(body: ResetRequest): Promise<void> {
      await deps.call('resetPassword', { body });
    },
    async confirmReset(body: ResetConfirmation): Promise<void> {
      await deps.call('confirmForgotPassword', { body });
    },
    async change(body: PasswordChange): Promise<void> {
      await deps.call('changePassword', { body }, { audience: 'shopper' });
    },
  };
}

export type PasswordsCommerce = ReturnType<typeof passwordsCommerce>;

/** The password area of the adapter the UI holds (its chunk carries the account operations' routes). */
export const passwordsCommerceOf = (commerce: Pick<Commerce, 'deps'>): PasswordsCommerce =>
  passwordsCommerce(commerce.deps);
