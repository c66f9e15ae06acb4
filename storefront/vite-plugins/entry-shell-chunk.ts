import type { Plugin } from 'vite';

/**
 * Keeps everything the entry imports statically in one chunk (the shell). Without it, the bundler splits out
 * any module that the entry shares with a lazy chunk (a price display used by the header's search
 * suggestions and by the product page) into a small common chunk of its own, which every page then loads
 * as an extra, separately compressed file. The set is the entry's static import graph, read once the
 * module graph is built and before chunks are made.
 */
export function entryShellChunk(isFramework: (id: string) => boolean) {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'storefront:entry-shell-chunk',
    apply: 'build',
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      for (let id = queue.pop(); id; id = queue.pop()) {
        if (shell.has(id)) continue;
        shell.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => shell.has(id) && !isFramework(id) };
}
