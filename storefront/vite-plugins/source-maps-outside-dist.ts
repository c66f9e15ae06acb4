import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where the production build's source maps go: beside the build, never in the deployable folder. */
export const SOURCE_MAPS_DIR = fileURLToPath(new URL('../../build/sourcemaps/', import.meta.url));

/**
 * The build writes hidden source maps (no `sourceMappingURL` comment in the chunks), then this moves every
 * `.map` file out of dist into build/sourcemaps/, by the same relative path. dist can be deployed as it is;
 * the maps stay with the build for symbolicating error reports (upload them to the error tracker) and for
 * the build-content tests, which read which modules each chunk holds.
 */
export function sourceMapsOutsideDist(dir: string = SOURCE_MAPS_DIR): Plugin {
  return {
    name: 'storefront:source-maps-outside-dist',
    apply: 'build',
    buildStart() {
      // Chunk names are hashes: maps of earlier builds would pile up.
      rmSync(dir, { recursive: true, force: true });
    },
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue;
        const target = join(dir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(join(outDir, fileName), target);
      }
    },
  };
}
