import { useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { toastStore } from '../../../ui/toast/toast-store';

/**
 * The order calls' failures as the error catalogue prescribes: OHS4004, ORD409, RTN500, PRO404 and the
 * shipping switches ORD516-518 are sticky error toasts (contracts/errors/catalogue), with the catalogue's
 * text for the id, else the server's. ORD400 belongs to the email field (order-status-page.tsx).
 */
export function useStickyErrorToast(): (error: unknown) => void {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      toastStore.show({ title: errorMessage(intl, error), tone: 'error', autoClose: false });
    },
    [intl],
  );
}

/** A query's failure as that sticky toast, once per failure. */
export function useFailureToast(error: unknown): void {
  const toast = useStickyErrorToast();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (error && shown.current !== error) {
      shown.current = error;
      toast(error);
    }
  }, [error, toast]);
}
