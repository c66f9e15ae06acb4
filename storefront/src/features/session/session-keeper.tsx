import { useEffect } from 'react';
import { useCommerce } from '../../commerce/commerce-context';

/** After a failed grant (the API unreachable), the next try waits this long instead of looping. */
export const RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * A token on every page load (the stored refresh token's grant, or a guest token), refreshed before it
 * expires (spec 000 section 4).
 */
export function SessionKeeper() {
  const { tokens, session } = useCommerce().deps;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay = tokens.msUntilRefresh()) => {
      clearTimeout(timer);
      timer = setTimeout(keep, delay);
    };
    const keep = () =>
      void tokens.ensure().then(
        () => schedule(),
        () => schedule(RETRY_AFTER_FAILURE_MS),
      );
    keep();
    const unsubscribe = session.subscribe(() => schedule());
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [tokens, session]);
  return null;
}
