// Pure parts of the Lighthouse benchmark: the figures kept from a report, the median run, the targets and
// the printed table.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Issue 10's targets (0..1 scores); categories without one are reported only. */
export const TARGETS: Partial<Record<Category, number>> = { performance: 0.9, accessibility: 0.95 };

export interface RunFigures {
  /** 0..1, null when Lighthouse could not score the category (its runtimeError says why). */
  readonly scores: Record<Category, number | null>;
  readonly lcpMs: number | null;
  readonly tbtMs: number | null;
  readonly cls: number | null;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster; ~1000+ for a desktop). */
  readonly benchmarkIndex?: number;
  /** Scored audits under 0.9 that weigh in a category, as "category: audit-id" (what to fix first). */
  readonly failing?: readonly string[];
  readonly runtimeError?: string;
}

export interface PageSummary extends RunFigures {
  readonly page: string;
  readonly path: string;
  readonly note?: string;
  /** The median run's HTML report. */
  readonly report?: string;
  readonly runs: readonly RunFigures[];
}

export interface Miss {
  readonly page: string;
  readonly category: Category;
  readonly score: number | null;
  readonly target: number;
}

/** The run with the median performance score (unscored runs sort last), as Lighthouse advises. */
export function medianRun(runs: readonly RunFigures[]): RunFigures {
  if (runs.length === 0) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1) || (a.lcpMs ?? 0) - (b.lcpMs ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)] as RunFigures;
}

export function targetMisses(pages: readonly PageSummary[]): Miss[] {
  const misses: Miss[] = [];
  for (const summary of pages) {
    for (const [category, target] of Object.entries(TARGETS) as [Category, number][]) {
      const score = summary.scores[category];
      if (score === null || score < target) misses.push({ page: summary.page, category, score, target });
    }
  }
  return misses;
}

const score = (value: number | null): string => (value === null ? '–' : value.toFixed(2));
const ms = (value: number | null): string => (value === null ? '–' : `${Math.round(value)} ms`);

/** The figures as a Markdown table (readable in a terminal, pasteable into docs/performance.md). */
export function formatTable(pages: readonly PageSummary[]): string {
  const misses = targetMisses(pages);
  const marked = (summary: PageSummary, category: Category): string => {
    const miss = misses.some((m) => m.page === summary.page && m.category === category);
    return `${score(summary.scores[category])}${miss ? ' ✗' : ''}`;
  };
  const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'];
  const rows = pages.map((summary) => [
    summary.page,
    marked(summary, 'performance'),
    marked(summary, 'accessibility'),
    score(summary.scores['best-practices']),
    score(summary.scores.seo),
    ms(summary.lcpMs),
    ms(summary.tbtMs),
    summary.cls === null ? '–' : summary.cls.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function formatMisses(misses: readonly Miss[]): string {
  if (misses.length === 0) return 'All targets met (performance >= 0.90, accessibility >= 0.95).';
  return [
    `!!! ${misses.length} TARGET MISS${misses.length === 1 ? '' : 'ES'} !!!`,
    ...misses.map(
      (m) => `!!!   ${m.page}: ${m.category} ${score(m.score)}, target >= ${m.target.toFixed(2)}`,
    ),
  ].join('\n');
}
