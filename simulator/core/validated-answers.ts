/**
 * Answers already validated against their contract, by operation, status and the exact JSON sent. Validation
 * is a pure function of those, so the same bytes need not be checked again: a cart read while its world has
 * not changed answers the same text and skips the Zod walk. Least recently used first out, within a budget of
 * characters, so a long run's heap stays flat.
 */
export class ValidatedAnswers {
  readonly #seen = new Map<string, number>();
  #chars = 0;

  constructor(private readonly budgetChars = 4_000_000) {}

  has(operationId: string, status: number, text: string): boolean {
    const key = `${operationId} ${status} ${text}`;
    const size = this.#seen.get(key);
    if (size === undefined) return false;
    // Most recently used last.
    this.#seen.delete(key);
    this.#seen.set(key, size);
    return true;
  }

  add(operationId: string, status: number, text: string): void {
    const key = `${operationId} ${status} ${text}`;
    if (this.#seen.has(key) || key.length > this.budgetChars) return;
    this.#seen.set(key, key.length);
    this.#chars += key.length;
    for (const [oldest, size] of this.#seen) {
      if (this.#chars <= this.budgetChars) break;
      this.#seen.delete(oldest);
      this.#chars -= size;
    }
  }

  get size(): number {
    return this.#seen.size;
  }
}
