import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue';

describe('serial queue', () => {
  it('runs read-modify-write tasks one after another across awaits', async () => {
    const queue = new SerialQueue();
    let counter = 0;
    const increment = () =>
      queue.run(async () => {
        const read = counter;
        await new Promise((resolve) => setTimeout(resolve, 1));
        counter = read + 1;
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect(counter).toBe(20);
  });

  it('keeps going after a task fails, and the caller sees the failure', async () => {
    const queue = new SerialQueue();
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => 42)).resolves.toBe(42);
  });
});
