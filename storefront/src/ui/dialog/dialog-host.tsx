import { type ComponentType, Suspense } from 'react';
import type { DialogId, DialogPropsOf } from './dialog-ids';
import { type DialogStore, dialogStore, useDialogs } from './dialog-store';

/** What a registered dialog component receives: its props plus onClose (closes it in the store). */
export type DialogComponentProps<Id extends DialogId> = NonNullable<DialogPropsOf<Id>> & {
  onClose: () => void;
};

/**
 * Dialog components keyed by id, usually React.lazy(() => import(...)) so a dialog's code loads when it
 * first opens. Partial: a feature registers only its own dialogs.
 */
export type DialogComponentRegistry = {
  // biome-ignore lint/suspicious/noExplicitAny: each id has its own props; the host passes the stored ones
  [Id in DialogId]?: ComponentType<any>;
};

export interface DialogHostProps {
  registry: DialogComponentRegistry;
  store?: DialogStore;
}

/** Renders the one open dialog from the registry; nothing when none is open or the id is not registered. */
export function DialogHost({ registry, store = dialogStore }: DialogHostProps) {
  const { current } = useDialogs(store);
  if (!current) return null;
  const Component = registry[current.id];
  if (!Component) return null;
  const props = (current.props ?? {}) as Record<string, unknown>;
  return (
    <Suspense fallback={null}>
      <Component key={`${current.id}-${current.seq}`} {...props} onClose={() => store.close(current.id)} />
    </Suspense>
  );
}
