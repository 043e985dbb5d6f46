/** One Lighthouse run of one page (lib/lighthouse.ts). */
export interface LighthouseFigures {
  score: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  /** Lighthouse's measure of the machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  error?: string;
}

/** The median of each figure over the runs, and the worst run as it was (issue 37: "the worst run beside it"). */
export interface LighthouseSummary {
  median: Omit<LighthouseFigures, "error">;
  worst: LighthouseFigures;
  runs: LighthouseFigures[];
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The run a visitor would have felt most: the lowest score, then the longest blocking time. */
export function worstRun(runs: LighthouseFigures[]): LighthouseFigures {
  if (runs.length === 0) throw new Error("worst of no runs");
  return [...runs].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs)[0]!;
}

export function summarize(runs: LighthouseFigures[]): LighthouseSummary {
  const of = (pick: (run: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    median: {
      score: of((r) => r.score),
      accessibility: of((r) => r.accessibility),
      lcpMs: Math.round(of((r) => r.lcpMs)),
      cls: Number(of((r) => r.cls).toFixed(3)),
      tbtMs: Math.round(of((r) => r.tbtMs)),
      jsKb: of((r) => r.jsKb),
      benchmarkIndex: Math.round(of((r) => r.benchmarkIndex)),
    },
    worst: worstRun(runs),
    runs,
  };
}

/**
 * Issue 37's budgets for one page. The score must hold on every run that Lighthouse measured on a machine at
 * least as fast as a benchmark index of 1,200 (a slower run says more about the machine than the page, and is
 * counted apart); the timings are medians; accessibility holds on every run.
 */
export const lighthouseBudgets = {
  score: 95,
  minBenchmarkIndex: 1200,
  tbtMs: 150,
  lcpMs: 2000,
  cls: 0.02,
  accessibility: 95,
};

export interface BudgetCheck {
  budget: string;
  pass: boolean;
  measured: string;
}

export function checkLighthouseBudgets(summary: LighthouseSummary): BudgetCheck[] {
  const b = lighthouseBudgets;
  const counted = summary.runs.filter((r) => r.benchmarkIndex >= b.minBenchmarkIndex);
  const slow = summary.runs.length - counted.length;
  const lowestCounted = counted.length > 0 ? Math.min(...counted.map((r) => r.score)) : null;
  return [
    {
      budget: `score ≥ ${b.score} on every run (index ≥ ${b.minBenchmarkIndex})`,
      pass: lowestCounted !== null && lowestCounted >= b.score,
      measured:
        lowestCounted === null
          ? `no run at index ≥ ${b.minBenchmarkIndex}`
          : `lowest ${lowestCounted}${slow > 0 ? ` (${slow} slower run${slow > 1 ? "s" : ""} not counted)` : ""}`,
    },
    {
      budget: `TBT ≤ ${b.tbtMs} ms`,
      pass: summary.median.tbtMs <= b.tbtMs,
      measured: `${summary.median.tbtMs} ms`,
    },
    {
      budget: `LCP ≤ ${b.lcpMs} ms`,
      pass: summary.median.lcpMs <= b.lcpMs,
      measured: `${summary.median.lcpMs} ms`,
    },
    { budget: `CLS ≤ ${b.cls}`, pass: summary.median.cls <= b.cls, measured: String(summary.median.cls) },
    {
      budget: `accessibility ≥ ${b.accessibility} on every run`,
      pass: Math.min(...summary.runs.map((r) => r.accessibility)) >= b.accessibility,
      measured: `lowest ${Math.min(...summary.runs.map((r) => r.accessibility))}`,
    },
  ];
}
