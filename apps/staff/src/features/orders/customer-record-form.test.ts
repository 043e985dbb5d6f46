import { customerTagMaxLength, customerTagsMax } from "@dukkan/contracts/customer-record";
import { describe, expect, it } from "vitest";
import { checkBlock, checkRecord } from "./customer-record-form.ts";

describe("a customer's record checked with the contracts' schema", () => {
  it("sends the tags cleaned as the server stores them: trimmed, one space, repeats dropped", () => {
    expect(checkRecord(" Calls at night ", "VIP،  late   payer , vip,,")).toEqual({
      ok: true,
      body: { notes: " Calls at night ", tags: ["VIP", "late payer"] },
    });
  });

  it("refuses too many tags and a tag too long, under the tags", () => {
    const many = Array.from({ length: customerTagsMax + 1 }, (_, i) => `tag${i}`).join(",");
    expect(checkRecord("", many)).toEqual({ ok: false, errors: { tags: "too_many_tags" } });
    const long = checkRecord("", `ok, ${"x".repeat(customerTagMaxLength + 1)}`);
    expect(long).toEqual({ ok: false, errors: { "tags.1": "tag_too_long" } });
  });

  it("asks a block for its reason", () => {
    expect(checkBlock("+9647701234567", "  ")).toEqual({ reason: "required" });
    expect(checkBlock("+9647701234567", "Refused three parcels")).toEqual({});
  });
});
