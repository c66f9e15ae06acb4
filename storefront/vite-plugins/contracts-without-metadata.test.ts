import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { blankRanges, metadataRanges } from './contracts-without-metadata';

/** What the plugin makes of a module (as JavaScript, the way the transform sees it after TypeScript). */
function strip(code: string, operationModule = false): string {
  const { program } = parseSync('contract.js', code);
  return blankRanges(code, metadataRanges(program, operationModule));
}

const squeeze = (code: string) => code.replace(/\s+/g, ' ');
/** Without white space: the blanked ranges leave spaces behind (the fixtures keep no string with a space). */
const compact = (code: string) => code.replace(/\s+/g, '');

describe('contracts without metadata (the browser build)', () => {
  it('removes every .openapi() call and keeps the schema it was called on', () => {
    const code = [
      "const email = z.string().trim().openapi({ description: 'Email — at most 100 characters', example: 'a@b.co' }).max(100);",
      "const password = z.string().min(1).openapi({ format: 'password', example: 'Trail2026!' });",
      "const named = z.object({ a: z.string().openapi({ example: 'é' }) }).openapi('Named');",
      'const chained = password.openapi({ description: `x` }).openapi({ pattern: "^a$" });',
    ].join('\n');
    expect(compact(strip(code))).toBe(
      compact(
        [
          'const email = z.string().trim().max(100);',
          'const password = z.string().min(1);',
          'const named = z.object({ a: z.string() });',
          'const chained = password;',
        ].join('\n'),
      ),
    );
  });

  it('keeps every position: line breaks stay, text after non-ASCII characters lines up', () => {
    const code =
      "const a = z.string().openapi({\n  description: 'Prénom · ünïcödé 🏔',\n});\nconst b = 'kept';";
    const stripped = strip(code);
    expect(stripped.length).toBe(code.length);
    expect(stripped.split('\n').length).toBe(code.split('\n').length);
    expect(stripped.indexOf("'kept'")).toBe(code.indexOf("'kept'"));
    expect(squeeze(stripped)).toBe("const a = z.string() ; const b = 'kept';");
  });

  it('drops summary, description and notShown texts from operation modules, not other fields', () => {
    const code = [
      "export const ops = defineOperations('cart', {",
      "  getCart: { method: 'get', path: '/cart', summary: 'Read ' + 'the cart', request: {},",
      "    response: { status: 200, description: `The cart.`, body: cart }, errorIds: ['BSK404'], notShown: 'Query' },",
      "  last: { method: 'get', notShown: 'x' },",
      '});',
      'const entity = z.object({ description: z.string(), summary: z.string() });',
    ].join('\n');
    expect(compact(strip(code, true))).toBe(
      compact(
        [
          "export const ops = defineOperations('cart', {",
          "  getCart: { method: 'get', path: '/cart', request: {},",
          "    response: { status: 200, body: cart }, errorIds: ['BSK404'], },",
          "  last: { method: 'get', },",
          '});',
          'const entity = z.object({ description: z.string(), summary: z.string() });',
        ].join('\n'),
      ),
    );
    // Outside operation modules a `description` text is data (content, catalogue entries): kept.
    expect(strip("const x = { description: 'kept' };")).toBe("const x = { description: 'kept' };");
  });

  it('leaves code it does not touch as it was, and what it writes still parses', () => {
    const code = "const a = { openapi: '3.1.0' }; doc.openapi; x['openapi']();";
    expect(strip(code)).toBe(code);
    const stripped = strip("f(z.string().openapi({ a: 1 }), { summary: 'x' }, g.openapi('N'));", true);
    expect(parseSync('out.js', stripped).errors).toEqual([]);
  });
});
