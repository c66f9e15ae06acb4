import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { STACK_RUNTIME_CONFIG } from './stack';

/** Points the production build at the stack's `harness serve` (the runtime config file, as a deployment would). */
const dist = fileURLToPath(new URL('../../storefront/dist/', import.meta.url));
if (!existsSync(`${dist}index.html`)) {
  console.error('storefront/dist has no build: run `npm run build` first');
  process.exit(2);
}
writeFileSync(`${dist}config.json`, `${JSON.stringify(STACK_RUNTIME_CONFIG, null, 2)}\n`);
console.log(`wrote ${dist}config.json`);
