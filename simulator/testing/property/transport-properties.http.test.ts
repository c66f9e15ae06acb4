import { describe } from 'vitest';
import { OTHER_TRANSPORTS } from '../transports-under-test';
import { describeTransportProperties } from './transport-properties';

/** The property suite through `harness serve` and msw's setupServer (contract-properties.test.ts: in-process). */
describe.each(OTHER_TRANSPORTS)('over %s', (_label, start) => {
  describeTransportProperties(() => start({ seed: 4010 }));
});
