import { describe, expect, it } from "vitest";
import { arrowStep, stepIndex, swipeStep } from "./gallery-nav.ts";

describe("gallery navigation", () => {
  it("maps arrow keys to the reading direction", () => {
    expect(arrowStep("ArrowRight", "ltr")).toBe(1);
    expect(arrowStep("ArrowLeft", "ltr")).toBe(-1);
    expect(arrowStep("ArrowLeft", "rtl")).toBe(1);
    expect(arrowStep("ArrowRight", "rtl")).toBe(-1);
    expect(arrowStep("ArrowUp", "rtl")).toBe(0);
  });

  it("turns a swipe towards the start into next, short drags into nothing", () => {
    expect(swipeStep(-80, "ltr")).toBe(1);
    expect(swipeStep(80, "ltr")).toBe(-1);
    expect(swipeStep(80, "rtl")).toBe(1);
    expect(swipeStep(-80, "rtl")).toBe(-1);
    expect(swipeStep(20, "rtl")).toBe(0);
  });

  it("stops at the ends", () => {
    expect(stepIndex(0, -1, 3)).toBe(0);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
