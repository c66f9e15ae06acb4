import { type ESTree, type Plugin, Visitor } from 'vite';

/** The contracts' source files (the storefront imports their schemas and types). */
const CONTRACT_MODULE = /[\\/]contracts[\\/][^?]*\.ts$/;
/** The registry's area files: each operation's summary and descriptions are for the OpenAPI document only. */
const OPERATION_MODULE = /[\\/]contracts[\\/]operations[\\/][^\\/?]+\.ts$/;
/** Keys of an operation (and its answers) whose text only the OpenAPI document reads. */
const DOCUMENT_TEXT_KEYS: ReadonlySet<string> = new Set(['summary', 'description', 'notShown']);

const ZOD_TO_OPENAPI = '@asteasolutions/zod-to-openapi';
const STUB_ID = '\0storefront:zod-to-openapi-in-the-browser';
/**
 * What contracts/zod.ts and contracts/registry/deep-strict.ts use of zod-to-openapi, with nothing inside:
 * their `.openapi()` calls are gone, so there is no extension to install and no metadata to copy. Anything
 * else imported from it (the document builder) is a missing export, so the build fails loudly.
 */
const STUB = `export function extendZodWithOpenApi() {}
export const zodToOpenAPIRegistry = { get() { return undefined; }, add() {} };
`;

type Range = readonly [start: number, end: number];

/** Text that is written out in the source: a string, a template without placeholders, or a `+` of those. */
function isStaticText(node: ESTree.Expression): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return isStaticText(node.left as ESTree.Expression) && isStaticText(node.right);
  return false;
}

function keyName(property: ESTree.ObjectProperty): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal' && typeof property.key.value === 'string') return property.key.value;
  return undefined;
}

/**
 * The ranges to blank out of a contract module: every `.openapi(...)` call (the schema it is called on
 * stays: `z.string().openapi({...}).min(1)` becomes `z.string().min(1)`), and in operation modules every
 * summary, description and notShown text with its comma.
 */
export function metadataRanges(program: ESTree.Program, operationModule: boolean): Range[] {
  const ranges: Range[] = [];
  new Visitor({
    CallExpression(node) {
      const callee = node.callee;
      if (callee.type !== 'MemberExpression' || callee.computed) return;
      if (callee.property.type !== 'Identifier' || callee.property.name !== 'openapi') return;
      ranges.push([callee.object.end, node.end]);
    },
    ObjectExpression(node) {
      if (!operationModule) return;
      node.properties.forEach((property, i) => {
        if (property.type !== 'Property' || property.kind !== 'init') return;
        const name = keyName(property);
        if (!name || !DOCUMENT_TEXT_KEYS.has(name) || !isStaticText(property.value as ESTree.Expression))
          return;
        // Up to the next property, so its comma goes too; the last one leaves a trailing comma behind.
        const next = node.properties[i + 1];
        ranges.push([property.start, next ? next.start : property.end]);
      });
    },
  }).visit(program);
  return ranges;
}

/**
 * Blanks the ranges with spaces, keeping line breaks: every position in the module stays where it was, so
 * the source maps need no change. The minifier drops the spaces.
 */
export function blankRanges(code: string, ranges: readonly Range[]): string {
  if (ranges.length === 0) return code;
  const chars = code.split('');
  for (const [start, end] of ranges) {
    for (let i = start; i < end; i += 1) if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
  }
  return chars.join('');
}

/**
 * The browser bundle carries no contract metadata: no OpenAPI descriptions or examples (one was the seeded
 * password), no operation summaries, and no zod-to-openapi. The OpenAPI document, pact and the simulator
 * run the contracts as written (in Node, without this build step).
 */
export function contractsWithoutMetadata(): Plugin {
  return {
    name: 'storefront:contracts-without-metadata',
    apply: 'build',
    resolveId: {
      // Before Vite's own resolver, which would find the package.
      order: 'pre',
      handler(source) {
        return source === ZOD_TO_OPENAPI ? STUB_ID : null;
      },
    },
    load(id) {
      return id === STUB_ID ? STUB : null;
    },
    transform: {
      filter: { id: CONTRACT_MODULE },
      handler(code, id) {
        const ranges = metadataRanges(this.parse(code), OPERATION_MODULE.test(id));
        if (ranges.length === 0) return null;
        // Positions are unchanged, so `map: null` keeps the module's source map exact.
        return { code: blankRanges(code, ranges), map: null };
      },
    },
  };
}
