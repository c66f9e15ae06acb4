import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Commerce } from './create-commerce';
import type { SessionState } from './session-state';

const CommerceContext = createContext<Commerce | null>(null);

export function CommerceProvider({ commerce, children }: { commerce: Commerce; children: ReactNode }) {
  return <CommerceContext.Provider value={commerce}>{children}</CommerceContext.Provider>;
}

export function useCommerce(): Commerce {
  const commerce = useContext(CommerceContext);
  if (!commerce) throw new Error('useCommerce needs a <CommerceProvider>');
  return commerce;
}

/** The shopper's session (tokens, consumer type, cart id), re-rendering when it changes. */
export function useSession(): SessionState {
  const { session } = useCommerce().deps;
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
