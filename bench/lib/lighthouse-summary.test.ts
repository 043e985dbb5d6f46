import { describe, expect, it } from "vitest";
import {
  checkLighthouseBudgets,
  type LighthouseFigures,
  median,
  summarize,
  worstRun,
} from "./lighthouse-summary.ts";

const run = (figures: Partial<LighthouseFigures>): LighthouseFigures => ({
  score: 97,
  accessibility: 100,
  lcpMs: 1500,
  cls: 0,
  tbtMs: 40,
  jsKb: 120,
  benchmarkIndex: 1800,
  ...figures,
});

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([70, 99, 98, 97, 96])).toBe(97);
  });

  it("is the mean of the two middle values of an even count", () => {
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it("does not reorder its input", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("refuses no values", () => {
    expect(() => median([])).toThrow();
  });
});

describe("worstRun", () => {
  it("is the lowest score, then the longest blocking time", () => {
    const runs = [
      run({ score: 98, tbtMs: 10 }),
      run({ score: 70, tbtMs: 900 }),
      run({ score: 70, tbtMs: 1200 }),
    ];
    expect(worstRun(runs)).toBe(runs[2]);
  });
});

describe("summarize", () => {
  it("takes each figure's median and keeps the worst run beside it", () => {
    const runs = [
      run({ score: 99, tbtMs: 20, lcpMs: 1400, cls: 0 }),
      run({ score: 70, tbtMs: 1473, lcpMs: 3100, cls: 0.046 }),
      run({ score: 96, tbtMs: 90, lcpMs: 1900, cls: 0.001 }),
      run({ score: 97, tbtMs: 60, lcpMs: 1700, cls: 0 }),
      run({ score: 95, tbtMs: 120, lcpMs: 2000, cls: 0.002 }),
    ];
    const summary = summarize(runs);
    expect(summary.median).toMatchObject({ score: 96, tbtMs: 90, lcpMs: 1900, cls: 0.001 });
    expect(summary.worst).toBe(runs[1]);
    expect(summary.runs).toHaveLength(5);
  });
});

describe("checkLighthouseBudgets", () => {
  const verdicts = (runs: LighthouseFigures[]) =>
    checkLighthouseBudgets(summarize(runs)).map((check) => check.pass);

  it("passes a page that holds every budget on every run", () => {
    expect(verdicts([run({}), run({ score: 95 }), run({ score: 100 })])).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("fails the score when one run of five is below 95, though the median is fine", () => {
    const [score] = verdicts([run({}), run({}), run({ score: 70 }), run({}), run({})]);
    expect(score).toBe(false);
  });

  it("does not count the score of a run on a machine slower than index 1,200", () => {
    const checks = checkLighthouseBudgets(
      summarize([run({}), run({ score: 80, benchmarkIndex: 1100 }), run({})]),
    );
    expect(checks[0]).toMatchObject({ pass: true, measured: "lowest 97 (1 slower run not counted)" });
  });

  it("fails the medians of TBT, LCP and CLS and accessibility below 95 on any run", () => {
    const slow = run({ tbtMs: 200, lcpMs: 2500, cls: 0.05 });
    expect(verdicts([slow, slow, run({ accessibility: 92 })])).toEqual([true, false, false, false, false]);
  });
});
