/** Edit distance (Levenshtein), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[t.length] ?? 0;
}

/** The names closest to `input`, nearest first, within a distance that still reads as a typo. */
export function nearestNames(input: string, pool: readonly string[], limit = 3): string[] {
  const threshold = Math.max(3, Math.floor(input.length / 2));
  return pool
    .map((name) => ({
      name,
      distance: name.toLowerCase().includes(input.toLowerCase()) ? 0.5 : editDistance(input, name),
    }))
    .filter((candidate) => candidate.distance <= threshold)
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((candidate) => candidate.name);
}
