/** How a session's clock is set: real time, real time moved by an offset (keeps running), or frozen. */
type ClockMode = 'real' | 'offset' | 'frozen';

/** What a world snapshot keeps of a clock: its offset from the wall clock, or the instant it is frozen at. */
export interface ClockSetting {
  readonly offsetMs: number;
  readonly frozenAt?: number;
}

interface ClockState {
  readonly now: Date;
  readonly mode: ClockMode;
  /** now minus the wall clock, in milliseconds (0 for real time). */
  readonly offsetMs: number;
}

/**
 * A session's server time, read by every time-dependent rule (`world.clock.now()`). Real time by default.
 * Setting or advancing it keeps it running from the new instant (an offset from the wall clock), so
 * tokens and reservations still age while QA clicks; `freeze` pins it for reproducible dates.
 */
export class Clock {
  #offsetMs = 0;
  #frozen: number | undefined;

  constructor(private readonly wallClock: () => number = Date.now) {}

  now(): Date {
    return new Date(this.#frozen ?? this.wallClock() + this.#offsetMs);
  }

  state(): ClockState {
    const now = this.now();
    const mode: ClockMode = this.#frozen !== undefined ? 'frozen' : this.#offsetMs !== 0 ? 'offset' : 'real';
    return { now, mode, offsetMs: now.getTime() - this.wallClock() };
  }

  /** Moves to `date` and keeps running from it (or stands still there with `freeze`). */
  setTo(date: Date, options: { freeze?: boolean } = {}): void {
    if (options.freeze) {
      this.#frozen = date.getTime();
      this.#offsetMs = 0;
    } else {
      this.#frozen = undefined;
      this.#offsetMs = date.getTime() - this.wallClock();
    }
  }

  /** Moves forward (or back, when negative) by `ms`; a frozen clock stays frozen at the new instant. */
  advance(ms: number): void {
    if (this.#frozen !== undefined) this.#frozen += ms;
    else this.#offsetMs += ms;
  }

  /** Back to the wall clock. */
  real(): void {
    this.#frozen = undefined;
    this.#offsetMs = 0;
  }

  /** The setting a snapshot keeps: a running clock stays an offset, so it keeps running after a restore. */
  setting(): ClockSetting {
    return this.#frozen !== undefined
      ? { offsetMs: 0, frozenAt: this.#frozen }
      : { offsetMs: this.#offsetMs };
  }

  restore(setting: ClockSetting): void {
    this.#frozen = setting.frozenAt;
    this.#offsetMs = setting.frozenAt !== undefined ? 0 : setting.offsetMs;
  }

  /** Pins the clock at `date` (tests), or back to real time with undefined. */
  set(date: Date | undefined): void {
    if (date) this.setTo(date, { freeze: true });
    else this.real();
  }
}
