import { ApiError } from "@dukkan/client-kit/api-error";
import { describe, expect, it } from "vitest";
import { codeUnder, failureCode, serverFieldErrors, unplacedCode } from "./form-errors.ts";

const refused = new ApiError(422, {
  code: "validation_failed",
  errors: { phone: ["The phone is taken."], id: ["Unknown."] },
  error_codes: { phone: ["phone_taken"], id: ["unknown_id"] },
});
const conflict = new ApiError(409, { code: "conflict", message: "Moved meanwhile" });

describe("a staff form's failures, read by the contracts' one mapping", () => {
  it("gives the server's field codes, none for a failure without an answer", () => {
    expect(serverFieldErrors(refused)).toEqual({ phone: "phone_taken", id: "unknown_id" });
    expect(serverFieldErrors(new TypeError("offline"))).toEqual({});
  });

  it("names a failed write by its first field code, its envelope code, or generic", () => {
    expect(failureCode(refused)).toBe("phone_taken");
    expect(failureCode(conflict)).toBe("conflict");
    expect(failureCode(new ApiError(500, {}))).toBe("generic");
    expect(failureCode(new TypeError("offline"))).toBe("generic");
    expect(failureCode(null)).toBeUndefined();
  });

  it("finds a field's code on the field or on one of its items", () => {
    expect(codeUnder({ "tags.3": "tag_too_long" }, "tags")).toBe("tag_too_long");
    expect(codeUnder({ tags: "too_many_tags", "tags.3": "tag_too_long" }, "tags")).toBe("too_many_tags");
    expect(codeUnder({ tagsextra: "x" }, "tags")).toBeUndefined();
  });

  it("leaves for the form's alert what no field shows", () => {
    expect(unplacedCode(refused, serverFieldErrors(refused), ["phone"])).toBe("unknown_id");
    expect(unplacedCode(refused, serverFieldErrors(refused), ["phone", "id"])).toBeNull();
    expect(unplacedCode(conflict, {}, ["phone"])).toBe("conflict");
    // The browser's own check: nothing sent, nothing failed.
    expect(unplacedCode(null, { "label.ar": "required" }, ["label"])).toBeNull();
    expect(unplacedCode(null, {}, ["phone"])).toBeNull();
  });
});
