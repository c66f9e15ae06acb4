/**
 * Reloading the page after an invalid-customer reset (spec 000 section 4). A seam so tests replace the
 * reload and the delay: `pageReload.reload = vi.fn()`.
 */
export const pageReload = {
  reload: (): void => globalThis.location?.reload(),
  /** Runs `run` after `ms`; answers a cancel. */
  after(ms: number, run: () => void): () => void {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};
