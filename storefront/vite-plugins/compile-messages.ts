import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** The argument kinds Lingui's runtime formats ({x, number}, {n, plural, ...}); anything else crashes it. */
const KINDS = new Set(['number', 'plural', 'selectordinal', 'select', 'date', 'time']);

type Token = CompiledMessage[number];

/**
 * One ICU message in Lingui's compiled form (what `i18n._` formats), or an error naming what is wrong.
 * Lingui's parser accepts more than its runtime can format, so this also rejects what would only fail on
 * a shopper's page: an unknown argument kind, and a number style other than `percent` (the runtime hands
 * the style to Intl.NumberFormat as `{ style }`: no `::` skeletons, no `integer`).
 */
export function compileIcu(message: string): CompiledMessage {
  const compiled = compileMessageOrThrow(message);
  walk(compiled, (name, kind, format) => {
    if (kind !== undefined && !KINDS.has(kind))
      throw new Error(`{${name}, ${kind}}: Lingui cannot format "${kind}"`);
    if (kind === 'number' && format !== undefined && format !== 'percent')
      throw new Error(`{${name}, number, ${String(format)}}: Lingui knows no number style but percent`);
  });
  return compiled;
}

/** The argument names a compiled message uses ({max}, {count, plural, ...}), sorted. */
export function argumentsOf(compiled: CompiledMessage): string[] {
  const names = new Set<string>();
  walk(compiled, (name) => names.add(name));
  return [...names].sort();
}

/** Calls `visit` for every argument (`kind` undefined for a plain {x}), inside plural cases too. */
function walk(
  tokens: CompiledMessage,
  visit: (name: string, kind: string | undefined, format: unknown) => void,
) {
  for (const token of tokens as Token[]) {
    if (typeof token === 'string') continue;
    const [name, kind, format] = token;
    visit(name, kind, format);
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'select') {
      for (const [key, choice] of Object.entries(format as Record<string, unknown>))
        if (key !== 'offset' && Array.isArray(choice)) walk(choice as CompiledMessage, visit);
    }
  }
}
