import { useState } from 'react';
import { isApiError } from '../../../commerce/commerce-error';
import { errorMessage } from '../../../i18n/error-message';
import { useIntl } from '../../../i18n/intl';
import { inlineField } from './payment-errors';

export interface ActionError {
  readonly message: string;
  /** The catalogue id, when the server answered one. */
  readonly errorId?: string;
  /** The form field the catalogue shows it under (inline-at-input), when it names one. */
  readonly field?: string;
}

/**
 * One payment action at a time in a component: which one runs (for the busy button), and its failure as
 * the catalogue's message for the error id (spec 000 section 8), shown where the component puts it.
 */
export function usePaymentAction() {
  const intl = useIntl();
  const [pending, setPending] = useState<string | undefined>();
  const [error, setError] = useState<ActionError | undefined>();

  async function run<T>(
    key: string,
    action: () => Promise<T>,
    onError?: (error: ActionError) => void,
  ): Promise<T | undefined> {
    setPending(key);
    setError(undefined);
    try {
      return await action();
    } catch (cause) {
      const field = isApiError(cause) ? inlineField(cause) : undefined;
      const failure: ActionError = {
        message: errorMessage(intl, cause),
        ...(isApiError(cause) && cause.errorId ? { errorId: cause.errorId } : {}),
        ...(field ? { field } : {}),
      };
      setError(failure);
      onError?.(failure);
      return undefined;
    } finally {
      setPending(undefined);
    }
  }

  return { pending, error, setError, run };
}
