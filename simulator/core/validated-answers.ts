/** Texts of one operation, status and length kept at once: a cart read answers one or two at a time. */
const SLOTS_PER_LENGTH = 4;

/**
 * Answers already validated against their contract, by operation, status and the exact JSON sent. Validation
 * is a pure function of those, so the same bytes need not be checked again: a cart read while its world has
 * not changed answers the same text and skips the Zod walk.
 *
 * Found by the text's length, then compared with `===`: a Map keyed by the text would hash every character
 * of a 5 kB answer on each lookup, while comparing to the few texts of that length stops at the first
 * difference. Each length keeps its most recent few texts (an answer that changes every call, like the server
 * time, never piles up), and past a budget of characters everything is forgotten at once, so a long run's
 * heap stays flat; forgotten answers are simply validated again.
 */
export class ValidatedAnswers {
  /** `operation status` -> text length -> the texts validated, most recent first. */
  readonly #seen = new Map<string, Map<number, string[]>>();
  #chars = 0;

  constructor(private readonly budgetChars = 4_000_000) {}

  has(operationId: string, status: number, text: string): boolean {
    const texts = this.#seen.get(`${operationId} ${status}`)?.get(text.length);
    const at = texts ? texts.indexOf(text) : -1;
    if (at < 0) return false;
    if (at > 0) texts?.unshift(...texts.splice(at, 1));
    return true;
  }

  add(operationId: string, status: number, text: string): void {
    if (text.length > this.budgetChars || this.has(operationId, status, text)) return;
    if (this.#chars + text.length > this.budgetChars) this.clear();
    const kind = `${operationId} ${status}`;
    const byLength = this.#seen.get(kind) ?? new Map<number, string[]>();
    this.#seen.set(kind, byLength);
    const texts = byLength.get(text.length) ?? [];
    byLength.set(text.length, texts);
    texts.unshift(text);
    this.#chars += text.length;
    if (texts.length > SLOTS_PER_LENGTH) this.#chars -= (texts.pop() as string).length;
  }

  clear(): void {
    this.#seen.clear();
    this.#chars = 0;
  }

  /** How many texts are remembered. */
  get size(): number {
    let count = 0;
    for (const byLength of this.#seen.values()) for (const texts of byLength.values()) count += texts.length;
    return count;
  }
}
