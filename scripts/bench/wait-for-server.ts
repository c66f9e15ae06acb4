/** Resolves once `url` answers 2xx; polls every 100 ms, for 30 s at most (a dev server's first start is slow). */
export async function waitForServer(url: string, timeoutMs = 30_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}
