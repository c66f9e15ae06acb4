import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentSecurityPolicyPlugin } from './vite-plugins/content-security-policy.ts';
import { contractsWithoutMetadata } from './vite-plugins/contracts-without-metadata.ts';
import { entryShellChunk } from './vite-plugins/entry-shell-chunk.ts';
import { harnessOutsideThePage } from './vite-plugins/harness-outside-the-page.ts';
import { offlineMediaStubs } from './vite-plugins/offline-media-stubs.ts';
import { onDemandPreload } from './vite-plugins/on-demand-preload.ts';
import { precompiledMessages } from './vite-plugins/precompiled-messages.ts';
import { shippedPackages } from './vite-plugins/shipped-packages.ts';
import { sourceMapsOutsideDist } from './vite-plugins/source-maps-outside-dist.ts';
import { treeShakeableRouter } from './vite-plugins/tree-shakeable-router.ts';

const require = createRequire(import.meta.url);

/** The libraries every page runs on (React, the router, TanStack Query, Lingui). */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui)[\\/]/;

/**
 * Serves msw's service worker script in development only, straight from the installed package, so it is
 * always the version the simulator was built with and never lands in the production build.
 */
function simulatorWorkerScript(): Plugin {
  return {
    name: 'storefront:simulator-worker-script',
    apply: 'serve',
    configureServer(server) {
      const file = require.resolve('msw/mockServiceWorker.js');
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.setHeader('service-worker-allowed', '/');
        createReadStream(file).pipe(res);
      });
    },
  };
}

const shell = entryShellChunk((id) => FRAMEWORK.test(id));

/** The small shared modules of the product page (see the shop-parts group). */
const SHOP_PARTS =
  /[\\/]src[\\/](ui[\\/](badge|banner|breadcrumbs|quantity-stepper|rating|price)[\\/]|ui[\\/]spinner[\\/]skeleton|features[\\/]stores[\\/](chosen-store|stores\.module)|features[\\/]cart[\\/]use-add-to-cart)/;

/** Route pages reached only through another page: no preload of their imports in the entry chunk. */
/** Pictures: every page with content or products draws them, most without the rest of the shop's parts. */
const PICTURE = /[\\/]src[\\/]ui[\\/]image[\\/](picture|image-url)/;

/**
 * What most content blocks draw with (media, buttons, rich text, the media-query hook the hero's fades
 * follow, the consent signal the experiments read): one file, not one per part (home's budget).
 */
const CONTENT_PARTS =
  /[\\/]src[\\/](features[\\/]content-blocks[\\/](content-media|cta-buttons|text[\\/](rich-text|editorial-html|render-editorial-html))|consent[\\/]active-groups-signal|ui[\\/]media[\\/]use-media-query)\./;

const ON_DEMAND_PAGE = /[\\/]src[\\/]routes[\\/](checkout|order-confirmation|agent-login)-route\.tsx$/;
const onDemand = onDemandPreload((id) => ON_DEMAND_PAGE.test(id));

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    simulatorWorkerScript(),
    offlineMediaStubs(),
    harnessOutsideThePage(),
    precompiledMessages(),
    treeShakeableRouter(),
    contractsWithoutMetadata(),
    shell.plugin,
    onDemand.plugin,
    contentSecurityPolicyPlugin(),
    sourceMapsOutsideDist(),
    shippedPackages(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle-budget check and the build-content test read the manifest to find each route's chunks.
    manifest: true,
    target: 'es2022',
    // Maps for symbolicating errors, but never deployed: no sourceMappingURL in the chunks, and the .map
    // files move to build/sourcemaps/ after the build (vite-plugins/source-maps-outside-dist.ts).
    sourcemap: 'hidden',
    // No polyfill: every browser the shop supports preloads modules natively (Chromium 66, Safari 17, Firefox
    // 115), and the polyfill's observer would cost every page some 0.4 kB of JavaScript.
    modulePreload: { polyfill: false, resolveDependencies: onDemand.resolveDependencies },
    rolldownOptions: {
      output: {
        // Every page needs the framework, so it is one chunk: one request, compressed as a whole (the
        // automatic split scattered React and the message library over small shared chunks, ~2 kB gzip more), and
        // cached across deploys that change only the shop's own code.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'shell', test: shell.test },
            // Small parts the product page shares with other pages: one file instead of eight tiny ones, each
            // with its own request and compression overhead (the product page's budget).
            { name: 'shop-parts', test: SHOP_PARTS },
            { name: 'picture', test: PICTURE },
            { name: 'content-parts', test: CONTENT_PARTS },
          ],
        },
        // Hash-only file names: every name is repeated in the entry's preload map and in each chunk's imports,
        // and the readable names cost ~1 kB gzip on the product page. The build manifest maps them back.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
});
