import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writePolicyMeta } from '../../storefront/security/policy-meta';
import { writeMediaStubs } from './media-stubs';
import { STACK_RUNTIME_CONFIG } from './stack';

/**
 * Points the production build at the stack's `harness serve` (the runtime config file, as a deployment would),
 * then its Content-Security-Policy meta at the same hosts (what `npm run csp` does for a deploy).
 */
const dist = fileURLToPath(new URL('../../storefront/dist/', import.meta.url));
if (!existsSync(`${dist}index.html`)) {
  console.error('storefront/dist has no build: run `npm run build` first');
  process.exit(2);
}
writeFileSync(`${dist}config.json`, `${JSON.stringify(STACK_RUNTIME_CONFIG, null, 2)}\n`);
console.log(`wrote ${dist}config.json`);
writeMediaStubs(dist);
const { meta } = writePolicyMeta(dist, process.env);
console.log(`Content-Security-Policy meta: ${meta}`);
