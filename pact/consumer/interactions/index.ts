import type { PactInteraction } from '../pact-interaction';
import { cartInteractions } from './cart';

/** Every interaction of the storefront's pact with the commerce API. */
export const STOREFRONT_INTERACTIONS: readonly PactInteraction[] = [...cartInteractions];
