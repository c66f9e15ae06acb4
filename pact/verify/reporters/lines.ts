import type { InteractionResult, Mismatch, OpenApiFinding, PactResult } from '../report';

/** "given S1 and S2 · description", or the description alone. */
export function interactionName(i: InteractionResult): string {
  return i.states.length > 0 ? `given ${i.states.join(' and ')} · ${i.description}` : i.description;
}

export function mismatchLine(m: Mismatch): string {
  if (m.expected !== undefined || m.actual !== undefined)
    return `${m.path}: expected ${m.expected ?? '(none)'}, got ${m.actual ?? '(none)'} (${m.type})`;
  return `${m.path}: ${m.message} (${m.type})`;
}

/** Why an interaction failed, one line each: its error, or each mismatch. */
export function failureLines(i: InteractionResult): string[] {
  return [...(i.error ? [i.error] : []), ...i.mismatches.map(mismatchLine)];
}

export function pactTitle(p: PactResult): string {
  const between = p.consumer || p.provider ? `${p.consumer || '?'} -> ${p.provider || '?'}` : 'pacts';
  return `${between} (${p.source})`;
}

export function findingLine(f: OpenApiFinding): string {
  return `${f.level} ${f.code} ${f.interaction}${f.location ? ` at ${f.location}` : ''}: ${f.message}`;
}
