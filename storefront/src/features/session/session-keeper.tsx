import { useEffect } from 'react';
import { useCommerce } from '../../commerce/commerce-context';

/** A guest token on first load, refreshed before it expires (spec 000 section 4). */
export function SessionKeeper() {
  const { tokens, session } = useCommerce().deps;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void tokens.ensure().then(schedule, schedule), tokens.msUntilRefresh());
    };
    void tokens.ensure().then(schedule, schedule);
    const unsubscribe = session.subscribe(schedule);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [tokens, session]);
  return null;
}
