import { describe, expect, it } from "vitest";
import { commonPasswordCount, passwordProblem } from "./password-policy.ts";

describe("passwordProblem", () => {
  it("ships the 1,000 most common passwords", () => {
    expect(commonPasswordCount).toBe(1000);
  });

  it.each([
    ["", "password_too_short"],
    ["1234567", "password_too_short"],
    ["سبعة١٢٣", "password_too_short"], // 7 characters, counted as characters
    ["password", "password_too_common"],
    ["PassWord", "password_too_common"],
    ["12345678", "password_too_common"],
    ["qwertyuiop", "password_too_common"],
    ["iloveyou", "password_too_common"],
    ["baghdad123", "password_too_common"],
    ["x".repeat(129), "password_too_long"],
  ])("refuses %j (%s)", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([["correct horse battery"], ["Dukkan-sink-42"], ["مطبخ بغداد الجديد"], ["x".repeat(128)]])(
    "accepts %j",
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );
});
