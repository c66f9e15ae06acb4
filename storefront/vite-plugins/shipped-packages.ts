import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The packages whose code the production build ships to the browser (`npm run audit:shipped` reads it). */
export const SHIPPED_PACKAGES_FILE = fileURLToPath(
  new URL('../../build/shipped-packages.json', import.meta.url),
);

export interface ShippedPackage {
  readonly name: string;
  readonly version: string;
}

/** The installed package a module file belongs to (the innermost node_modules), with the folder it is in. */
export function packageOf(moduleId: string): { name: string; dir: string } | undefined {
  const path = moduleId.replace(/\\/g, '/').split('?')[0] ?? '';
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const rest = path.slice(at + '/node_modules/'.length).split('/');
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : rest[0];
  if (!name || name.endsWith('/')) return undefined;
  return { name, dir: `${path.slice(0, at)}/node_modules/${name}` };
}

function versionIn(dir: string): string {
  try {
    return (
      (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? ''
    );
  } catch {
    return '';
  }
}

/**
 * Writes build/shipped-packages.json: every node_modules package with code in some chunk of the build (the
 * bundle's module graph after tree-shaking, not package.json's list), so the audit fails only on what
 * reaches shoppers.
 */
export function shippedPackages(file: string = SHIPPED_PACKAGES_FILE): Plugin {
  return {
    name: 'storefront:shipped-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const found = new Map<string, ShippedPackage>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          const pkg = module.renderedLength > 0 ? packageOf(id) : undefined;
          if (pkg) found.set(`${pkg.name}@${pkg.dir}`, { name: pkg.name, version: versionIn(pkg.dir) });
        }
      }
      const packages = [
        ...new Map([...found.values()].map((p) => [`${p.name}@${p.version}`, p])).values(),
      ].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ packages }, null, 2)}\n`);
    },
  };
}
