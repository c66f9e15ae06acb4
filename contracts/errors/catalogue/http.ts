import type { CataloguePart } from './part';

/**
 * The HTTP-level refusals of `harness serve` the spec does not name (docs/decisions.md, "The simulator's
 * input limits"): each answers with the envelope like every other refusal, never Node's bare status line.
 */
export const httpEntries = {
  API408: {
    area: 'api',
    kind: 'error',
    status: 408,
    message: 'The request did not arrive in time. Please try again.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  API413: {
    area: 'api',
    kind: 'error',
    status: 413,
    message: 'The request body is too large.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
  API431: {
    area: 'api',
    kind: 'error',
    status: 431,
    message: 'The request headers are too large.',
    handling: [{ kind: 'sticky-error-toast' }],
    chosen: true,
  },
} satisfies CataloguePart;
