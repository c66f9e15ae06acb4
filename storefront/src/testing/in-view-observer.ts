/**
 * For tests: happy-dom's IntersectionObserver never reports, so this one says every observed element is
 * in view at once (stub it with vi.stubGlobal('IntersectionObserver', InViewObserver)).
 */
export class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
