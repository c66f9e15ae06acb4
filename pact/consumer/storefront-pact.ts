import { resolve } from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';

import { CONSUMER, PROVIDER } from '../pact-names';

export { CONSUMER, PROVIDER };
/** Where the pacts are written (the repository's `pacts/`), and the file of this pair. */
export const PACT_DIR = resolve(import.meta.dirname, '../../pacts');
export const PACT_FILE = resolve(PACT_DIR, `${CONSUMER}-${PROVIDER}.json`);

export function storefrontPact(): PactV4 {
  return new PactV4({
    consumer: CONSUMER,
    provider: PROVIDER,
    dir: PACT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}
