/** Deterministic ids per world: `bk-000001`, `bk-000002`, ... The same calls give the same ids. */
export class IdSequence {
  readonly #counters = new Map<string, number>();

  next(prefix: string, width = 6): string {
    const n = (this.#counters.get(prefix) ?? 0) + 1;
    this.#counters.set(prefix, n);
    return `${prefix}-${String(n).padStart(width, '0')}`;
  }

  /** The last number given per prefix (a world snapshot keeps them, so ids continue after a restore). */
  counters(): Record<string, number> {
    return Object.fromEntries(this.#counters);
  }

  restore(counters: Readonly<Record<string, number>>): void {
    this.#counters.clear();
    for (const [prefix, n] of Object.entries(counters)) this.#counters.set(prefix, n);
  }
}
