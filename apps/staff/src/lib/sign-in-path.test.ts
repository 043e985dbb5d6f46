import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next.ts";
import { signInPath } from "./sign-in-path.ts";

describe("signing in and coming back", () => {
  it("sends the page the session ended on as `next`, without the /staff base", () => {
    expect(signInPath({ pathname: "/staff/staff-users/7", search: "?tab=roles" })).toBe(
      "/sign-in?next=%2Fstaff-users%2F7%3Ftab%3Droles",
    );
    expect(signInPath({ pathname: "/staff/", search: "" })).toBe("/sign-in");
    expect(signInPath({ pathname: "/staff/sign-in", search: "?next=%2Fx" })).toBe("/sign-in");
  });

  it("comes back only to a path inside the app", () => {
    expect(safeNext("/staff-users?q=a")).toBe("/staff-users?q=a");
    for (const outside of [
      "//evil.example",
      "https://evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      null,
    ]) {
      expect(safeNext(outside)).toBe("/");
    }
  });
});
