import { useMutation } from '@tanstack/react-query';
import {
  type PasswordChange,
  passwordsCommerceOf,
  type ResetConfirmation,
  type ResetRequest,
} from '../../../commerce/account/passwords';
import { useCommerce } from '../../../commerce/commerce-context';

const usePasswords = () => passwordsCommerceOf(useCommerce());

/** Ask for a reset link (the same answer whether or not the account exists). */
export function useRequestReset() {
  const passwords = usePasswords();
  return useMutation({ mutationFn: (body: ResetRequest) => passwords.requestReset(body) });
}

/** Set the new password with the link's (or typed) code. */
export function useConfirmReset() {
  const passwords = usePasswords();
  return useMutation({ mutationFn: (body: ResetConfirmation) => passwords.confirmReset(body) });
}

/** Change the signed-in shopper's password. */
export function useChangePassword() {
  const passwords = usePasswords();
  return useMutation({ mutationFn: (body: PasswordChange) => passwords.change(body) });
}
