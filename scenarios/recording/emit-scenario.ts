import type { BuiltScenario, BuiltStep } from './build-scenario';
import { codeOf, exprsIn, type Import, type Module, quote, type Tree } from './code';

/**
 * A built recording as the TypeScript of a scenario file (pure; the caller formats it with biome): the same
 * `step()` helpers the flows use, so each input is checked against its contract when the file compiles. An
 * input that reads saved ids is a function of them with the contract's type as its return type (the literal
 * types and excess-field checks stay on).
 */

export interface EmitOptions {
  /** The import specifier of a repository module, from where the file is written (`../../scenarios/scenario`). */
  readonly specifier: (module: Module) => string;
  /** The first comment lines (what recorded it, when). */
  readonly header: readonly string[];
}

function input(tree: Tree, typeName: string | undefined): string {
  const code = codeOf(tree);
  if (!exprsIn(tree).some((e) => e.readsVars)) return code;
  return `(v)${typeName ? `: ${typeName}` : ''} => (${code})`;
}

const TYPES: Import[] = [
  { from: 'contracts/registry/types', name: 'ParamsOf', typeOnly: true },
  { from: 'contracts/registry/types', name: 'RequestBodyInputOf', typeOnly: true },
];

function stepCode(step: BuiltStep): { code: string; trees: Tree[] } {
  const id = quote(step.operationId);
  const parts = [`name: ${quote(step.name)}`];
  const trees: Tree[] = [];
  if (step.params !== undefined) {
    parts.push(`params: ${input(step.params, `ParamsOf<${id}>`)}`);
    trees.push(step.params);
  }
  if (step.query !== undefined) {
    parts.push(`query: ${input(step.query, undefined)}`);
    trees.push(step.query);
  }
  if (step.body !== undefined) {
    parts.push(`body: ${input(step.body, `RequestBodyInputOf<${id}>`)}`);
    trees.push(step.body);
  }
  if (step.headers) parts.push(`headers: ${codeOf(step.headers)}`);
  if (step.authorised === false) parts.push('authorised: false');
  parts.push(`expect: ${codeOf(step.expect as Tree)}`);
  if (Object.keys(step.save).length > 0) parts.push(`save: ${codeOf(step.save)}`);
  return { code: `step(${id}, { ${parts.join(', ')} })`, trees };
}

function importLines(imports: readonly Import[], specifier: EmitOptions['specifier']): string[] {
  const byModule = new Map<Module, Map<string, boolean>>();
  for (const { from, name, typeOnly } of imports) {
    const names = byModule.get(from) ?? new Map<string, boolean>();
    names.set(name, (names.get(name) ?? true) && Boolean(typeOnly));
    byModule.set(from, names);
  }
  return [...byModule].map(([module, names]) => {
    const allTypes = [...names.values()].every(Boolean);
    const list = [...names]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, typeOnly]) => (typeOnly && !allTypes ? `type ${name}` : name));
    return `import ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from ${quote(specifier(module))};`;
  });
}

const comment = (text: string) => `// ${text}`;

export function emitScenario(built: BuiltScenario, options: EmitOptions): string {
  const imports: Import[] = [
    { from: 'scenarios/scenario', name: 'defineScenario' },
    { from: 'scenarios/scenario', name: 'step' },
  ];
  const body: string[] = [];
  for (const entry of built.entries) {
    if ('leftOut' in entry) {
      const { number, call, why } = entry.leftOut;
      body.push(comment(`left out #${number} ${call}: ${why}`));
      continue;
    }
    const { code, trees } = stepCode(entry.step);
    for (const tree of trees) for (const expr of exprsIn(tree)) imports.push(...expr.imports);
    if (entry.step.params && exprsIn(entry.step.params).some((e) => e.readsVars))
      imports.push(TYPES[0] as Import);
    if (entry.step.body && exprsIn(entry.step.body).some((e) => e.readsVars))
      imports.push(TYPES[1] as Import);
    const { number, method, path, status } = entry.step;
    body.push(`${comment(`#${number} ${method} ${path} -> ${status}`)}\n${code},`);
  }
  const notes = [
    ...options.header,
    ...(built.redacted.length > 0
      ? ['Redacted (tokens and cookies are never written):', ...built.redacted.map((r) => `  ${r}`)]
      : []),
    ...(built.warnings.length > 0
      ? ['Check before relying on it:', ...built.warnings.map((w) => `  ${w}`)]
      : []),
  ];
  if (built.setup !== undefined) for (const expr of exprsIn(built.setup)) imports.push(...expr.imports);
  const scenario = [
    `name: ${quote(built.name)}`,
    `description: ${quote(built.description)}`,
    `tags: ['recorded']`,
    ...(built.setup !== undefined ? [`setup: ${codeOf(built.setup)}`] : []),
    ...(built.produces.length > 0 ? [`produces: ${codeOf([...built.produces])}`] : []),
    `steps: [\n${body.join('\n')}\n]`,
  ];
  return [
    ...notes.map(comment),
    '',
    ...importLines(imports, options.specifier).sort(),
    '',
    `export default defineScenario({ ${scenario.join(', ')} });`,
    '',
  ].join('\n');
}
