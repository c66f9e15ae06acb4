/** A short deterministic token (FNV-1a, hex) so the same calls give the same order tokens. */
export function orderToken(seed: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < seed.length; i++) {
    h1 = Math.imul(h1 ^ seed.charCodeAt(i), 16777619) >>> 0;
    h2 = Math.imul(h2 ^ seed.charCodeAt(seed.length - 1 - i), 2246822519) >>> 0;
  }
  return `st-${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}
