/**
 * Media problems the shopper never sees (spec 001 section 8: a widget script that fails to load, a video
 * whose autoplay the browser refuses, a failed product lookup are logged only): the console in
 * development, nothing in production, where a refused autoplay is the browser's ordinary answer.
 */
export function logMediaProblem(message: string, cause?: unknown): void {
  if (!import.meta.env.DEV) return;
  if (cause === undefined) console.warn(`[storefront] ${message}`);
  else console.warn(`[storefront] ${message}`, cause);
}
