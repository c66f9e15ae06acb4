import { errorMessage } from '../../../i18n/error-message';
import type { IntlShape } from '../../../i18n/intl';
import type { ToastStore } from '../../../ui/toast/toast-store';
import { profileErrorRoute } from '../profile/profile-error-route';

/**
 * Shows a failed preference change as its catalogue entry says: a sticky error toast (PRO412, PRO418,
 * PRO404), else the message is answered for the section's notice.
 */
export function showFailure(
  intl: IntlShape,
  toasts: Pick<ToastStore, 'show'>,
  error: unknown,
): string | undefined {
  const message = errorMessage(intl, error);
  if (profileErrorRoute(error).kind !== 'toast') return message;
  toasts.show({ title: message, tone: 'error', autoClose: false });
  return undefined;
}
