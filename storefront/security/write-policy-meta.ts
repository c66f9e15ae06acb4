import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePolicyMeta } from './policy-meta';

/**
 * `npm run csp [-- DIST]`: after a deploy writes or changes config.json, points the Content-Security-Policy
 * meta of DIST/index.html (default storefront/dist) at the hosts it names, and prints the header form for
 * servers. Reads the build's VITE_API_BASE_URL / VITE_IMAGE_BASE_URL from the environment, as the build did.
 */
const dist = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)));
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error(`${dist} has no index.html: run \`npm run build\` first, or name the deployed folder`);
  process.exit(2);
}
const { meta, header } = writePolicyMeta(dist, process.env);
console.log(`rewrote the Content-Security-Policy meta of ${resolve(dist, 'index.html')}:\n  ${meta}`);
console.log(`a server that sends headers sends, for index.html:\n  Content-Security-Policy: ${header}`);
