import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { compileIcu } from './compile-messages.ts';

/**
 * An area file (catalogues/en/cart.ts) or a regional overlay (catalogues/fr/fr-fr.ts): not the index or
 * core files, which only spread areas.
 */
const CATALOGUE_AREA = /[\\/]i18n[\\/]catalogues[\\/][a-z]{2}[\\/](?!index\.ts$|core\.ts$)[a-z-]+\.ts$/;

type AreaModule = Record<string, Record<string, string>>;

/** Evaluates an area file at build time and returns its exports (each a record of ICU messages). */
async function evaluateArea(file: string): Promise<{ exports: AreaModule; inputs: string[] }> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  const exports = (await import(
    `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`
  )) as AreaModule;
  return { exports, inputs: Object.keys(result.metafile.inputs) };
}

/**
 * Production builds ship each catalogue area already compiled to Lingui's message form (arrays of text and
 * argument tokens that `i18n._` formats), so the browser never loads the ICU parser and compiler
 * (`@lingui/message-utils`): only development and tests set it (i18n/intl.tsx, TestIntlProvider). A
 * message that does not compile, or that Lingui's runtime could not format, fails the build here instead
 * of a shopper's page.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'storefront:precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    async transform(_code, id) {
      if (!CATALOGUE_AREA.test(id)) return null;
      const { exports, inputs } = await evaluateArea(id);
      for (const input of inputs) this.addWatchFile(input);
      const code = Object.entries(exports).map(([name, messages]) => {
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([key, message]) => {
            try {
              return [key, compileIcu(message)];
            } catch (error) {
              throw new Error(`${id}: message ${key} does not compile: ${(error as Error).message}`);
            }
          }),
        );
        return `export const ${name} = ${JSON.stringify(compiled)};\n`;
      });
      return { code: code.join(''), map: null };
    },
  };
}
