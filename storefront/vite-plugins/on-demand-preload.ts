import type { Plugin } from 'vite';

/**
 * Pages a shopper reaches only through another page (checkout from the cart, the order confirmation, the
 * associate login) do not need their dependencies in the entry chunk's preload map: every page pays for
 * that map, and these imports run rarely. Their chunks load their own imports when they load, one round
 * trip later.
 *
 * `plugin` notes which output files are those pages' chunks; `resolveDependencies` (Vite's
 * build.modulePreload option) then preloads nothing for them. CSS still loads with the chunk.
 */
export function onDemandPreload(isOnDemandPage: (moduleId: string) => boolean) {
  const onDemandFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'storefront:on-demand-preload',
    apply: 'build',
    // Runs before Vite's own generateBundle (build-import-analysis, a post plugin) asks for the deps.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId && isOnDemandPage(output.facadeModuleId))
          onDemandFiles.add(output.fileName);
      }
    },
  };
  const resolveDependencies = (file: string, deps: string[]): string[] =>
    onDemandFiles.has(file) ? [] : deps;
  return { plugin, resolveDependencies };
}
