import { act } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { dialogStore } from '../ui/dialog/dialog-store';
import { toastStore } from '../ui/toast/toast-store';

/**
 * The account area's test files: the sign-in flow's module (which the app loads lazily) loaded before the
 * first test, and after each test the dialogs and toasts it left closed, the feature flags it set cleared
 * and the spies it made restored.
 */
export function useAccountTestSetup(): void {
  beforeAll(async () => {
    await import('../commerce/sign-in');
  });
  afterEach(() => {
    act(() => {
      dialogStore.closeAll();
      toastStore.clear();
    });
    localStorage.removeItem('storefront.flags');
    vi.restoreAllMocks();
  });
}
