/** Server time. Real time by default; a scenario or test may pin it so dates are reproducible. */
export class Clock {
  #fixed: Date | undefined;

  now(): Date {
    return this.#fixed ? new Date(this.#fixed) : new Date();
  }

  set(date: Date | undefined): void {
    this.#fixed = date ? new Date(date) : undefined;
  }
}
