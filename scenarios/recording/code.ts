/**
 * A recorded input as a tree of plain JSON values and expressions (`str(v, 'cartId')`, `PKCE.verifier`),
 * and the TypeScript text of such a tree. Each expression names what it needs imported.
 */

/** A module a generated scenario imports from, by its path from the repository root (no extension). */
export type Module =
  | 'scenarios/scenario'
  | 'scenarios/flows/flow-steps'
  | 'scenarios/flows/common-steps'
  | 'scenarios/recording/fixtures'
  | 'simulator/testing/pkce-pair'
  | 'contracts/registry/types';

export interface Import {
  readonly from: Module;
  readonly name: string;
  readonly typeOnly?: boolean;
}

/** TypeScript source standing where a value would. */
export class Expr {
  constructor(
    readonly code: string,
    readonly imports: readonly Import[] = [],
    /** True when it reads the saved variables (`v`), so the input becomes a function of them. */
    readonly readsVars = false,
  ) {}
}

export type Tree = Expr | string | number | boolean | null | undefined | readonly Tree[] | TreeObject;
export interface TreeObject {
  readonly [key: string]: Tree;
}

/** A saved variable as a string, as the flows read them. */
export const savedVar = (name: string): Expr =>
  new Expr(`str(v, ${quote(name)})`, [{ from: 'scenarios/flows/flow-steps', name: 'str' }], true);

export const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
export const keyOf = (key: string): string => (IDENTIFIER.test(key) ? key : quote(key));

/** Every expression of a tree (to gather imports and see whether it reads variables). */
export function exprsIn(tree: Tree): Expr[] {
  if (tree instanceof Expr) return [tree];
  if (Array.isArray(tree)) return tree.flatMap(exprsIn);
  if (tree !== null && typeof tree === 'object') return Object.values(tree as TreeObject).flatMap(exprsIn);
  return [];
}

/** The tree as a TypeScript expression (one line; the formatter breaks it). */
export function codeOf(tree: Tree): string {
  if (tree instanceof Expr) return tree.code;
  if (tree === undefined) return 'undefined';
  if (tree === null) return 'null';
  if (typeof tree === 'string') return quote(tree);
  if (typeof tree === 'number' || typeof tree === 'boolean') return String(tree);
  if (Array.isArray(tree)) return `[${tree.map(codeOf).join(', ')}]`;
  const entries = Object.entries(tree as TreeObject).filter(([, v]) => v !== undefined);
  return entries.length === 0
    ? '{}'
    : `{ ${entries.map(([k, v]) => `${keyOf(k)}: ${codeOf(v)}`).join(', ')} }`;
}

/** A copy of a JSON value (or tree) with each plain leaf passed through `leaf` (with its path of keys). */
export function mapLeaves(
  value: unknown,
  leaf: (value: string | number | boolean | null, path: readonly string[]) => Tree,
  path: readonly string[] = [],
): Tree {
  if (value instanceof Expr) return value;
  if (Array.isArray(value)) return value.map((item, i) => mapLeaves(item, leaf, [...path, String(i)]));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, Tree> = {};
    for (const [key, item] of Object.entries(value)) out[key] = mapLeaves(item, leaf, [...path, key]);
    return out;
  }
  return leaf(value as string | number | boolean | null, path);
}

/** Every string leaf of a JSON value with its dotted path. */
export function stringLeaves(value: unknown, path: readonly string[] = []): [string, string[]][] {
  if (typeof value === 'string') return [[value, [...path]]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, String(i)]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  return [];
}
