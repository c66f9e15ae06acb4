/** Deterministic ids per world: `bk-000001`, `bk-000002`, ... The same calls give the same ids. */
export class IdSequence {
  readonly #counters = new Map<string, number>();

  next(prefix: string, width = 6): string {
    const n = (this.#counters.get(prefix) ?? 0) + 1;
    this.#counters.set(prefix, n);
    return `${prefix}-${String(n).padStart(width, '0')}`;
  }
}
