import type { Store } from '../../../contracts/entities/store';
import type { StoreSeed } from '../../db/seed/catalogue-seed';
import type { StoreServices } from './catalogue-changes';

/** The contract store (without search distance and stock) of a seeded store. */
export function storeView(store: StoreSeed): Store {
  const { buyInStoreEnabled: _b, employees: _e, ...view } = store;
  return { ...view, address: { ...view.address }, hours: [...view.hours], services: [...view.services] };
}

/** A seeded store with its pickup and ship-to-store services as they are now (after a scenario's changes). */
export function storeWithServices(store: StoreSeed, now: StoreServices): Store {
  const view = storeView(store);
  if (now.pickupEnabled === view.pickupEnabled && now.stsEnabled === view.stsEnabled) return view;
  // The services list says the same as the two flags once a scenario switched one.
  const others = view.services.filter((s) => s !== 'pickup' && s !== 'sts');
  const services = [...(now.pickupEnabled ? ['pickup'] : []), ...(now.stsEnabled ? ['sts'] : []), ...others];
  return { ...view, ...now, services };
}
