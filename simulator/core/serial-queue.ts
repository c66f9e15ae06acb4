/**
 * Runs tasks one after another. Each session world owns one, so a request's read-modify-write of a cart
 * never interleaves with another request's, even across the awaits of the data store.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T> | T): Promise<T> {
    const next = this.#tail.then(task, task);
    // The chain must survive a failed task; the caller still sees the rejection.
    this.#tail = next.catch(() => undefined);
    return next;
  }
}
