/**
 * Answers already validated against their contract, by operation, status and the exact JSON sent. Validation
 * is a pure function of those, so the same bytes need not be checked again: a cart read while its world has
 * not changed answers the same text and skips the Zod walk. Least recently used first out, within a budget of
 * characters, so a long run's heap stays flat.
 */
export class ValidatedAnswers {
  /** The answer text -> the `operation status` it was validated for (the text itself is the key: no copy). */
  readonly #seen = new Map<string, string>();
  #chars = 0;

  constructor(private readonly budgetChars = 4_000_000) {}

  has(operationId: string, status: number, text: string): boolean {
    const validatedFor = this.#seen.get(text);
    if (validatedFor !== `${operationId} ${status}`) return false;
    // Most recently used last.
    this.#seen.delete(text);
    this.#seen.set(text, validatedFor);
    return true;
  }

  add(operationId: string, status: number, text: string): void {
    if (text.length > this.budgetChars) return;
    const previous = this.#seen.get(text);
    // The same text for another operation (rare: `{}`) replaces it; it is checked again when it comes back.
    if (previous !== undefined) this.#chars -= text.length;
    this.#seen.delete(text);
    this.#seen.set(text, `${operationId} ${status}`);
    this.#chars += text.length;
    for (const oldest of this.#seen.keys()) {
      if (this.#chars <= this.budgetChars) break;
      this.#seen.delete(oldest);
      this.#chars -= oldest.length;
    }
  }

  get size(): number {
    return this.#seen.size;
  }
}
