import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerRequestSchema } from "./accounts.ts";
import { brandCreateSchema } from "./catalog-admin.ts";
import { validateCheckoutCustomer } from "./checkout-fields.ts";
import {
  checkWith,
  fieldErrorsOfEnvelope,
  fieldErrorsOfIssues,
  issueCode,
  renameFields,
} from "./field-errors.ts";
import { settingFormSchemas } from "./settings-admin.ts";

describe("checkWith: a zod failure → field → code", () => {
  const schema = z.object({
    name: z.object({ ar: z.string().trim().min(1).max(5), en: z.string().max(5).optional() }),
    count: z.number().int().min(0).max(10),
    tags: z.array(z.string()).min(1),
    link: z.string().regex(/^https:/, { error: "invalid_link" }),
  });

  it("passes the parsed value through", () => {
    const ok = checkWith(schema, { name: { ar: " اسم " }, count: 3, tags: ["a"], link: "https://x" });
    expect(ok).toEqual({
      ok: true,
      value: { name: { ar: "اسم" }, count: 3, tags: ["a"], link: "https://x" },
    });
  });

  it("names nested fields by their dotted path, one code each", () => {
    const checked = checkWith(schema, {
      name: { ar: "  ", en: "toolong" },
      count: 11,
      tags: [],
      link: "ftp:",
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        "name.ar": "required",
        "name.en": "too_long",
        count: "invalid_value",
        tags: "required",
        link: "invalid_link",
      },
    });
  });

  it("reads a missing value as required, and a value of the wrong kind as invalid", () => {
    expect(checkWith(schema, { name: {}, count: Number.NaN, tags: "x" })).toEqual({
      ok: false,
      errors: { "name.ar": "required", count: "invalid_value", tags: "invalid_value", link: "required" },
    });
  });

  it("keeps the first issue of a field (the one a form shows)", () => {
    const twice = z.object({
      code: z.string().min(3, { error: "too_short" }).regex(/^\d+$/, { error: "digits" }),
    });
    expect(checkWith(twice, { code: "a" })).toEqual({ ok: false, errors: { code: "too_short" } });
  });

  it("puts a failure of the whole form under _", () => {
    const pair = z.object({ a: z.string() }).refine((v) => v.a !== "x", { error: "no_x" });
    expect(checkWith(pair, { a: "x" })).toEqual({ ok: false, errors: { _: "no_x" } });
  });

  it("gives the contracts' own codes of the storefront's and the staff's forms", () => {
    expect(checkWith(registerRequestSchema, { full_name: "", phone: "123", password: "short" })).toEqual({
      ok: false,
      errors: { full_name: "full_name_required", phone: "invalid_phone", password: "password_too_short" },
    });
    expect(
      checkWith(settingFormSchemas.social, { links: [{ name: "", link: "javascript:x", icon: "" }] }),
    ).toEqual({
      ok: false,
      errors: { "links.0.name": "required", "links.0.link": "invalid_link", "links.0.icon": "required" },
    });
    expect(
      checkWith(brandCreateSchema, { name: { ar: "" }, country: { ar: "العراق" }, sort_order: 100_001 }),
    ).toEqual({
      ok: false,
      errors: {
        "name.ar": "required",
        logo: "required",
        background_image: "required",
        sort_order: "invalid_value",
      },
    });
  });
});

describe("issueCode without the issue's input (a resolver's or the server's issues)", () => {
  it("tells a missing value from a wrong one by zod's message", () => {
    const missing = z.object({ a: z.string() }).safeParse({}).error?.issues ?? [];
    const wrong = z.object({ a: z.string() }).safeParse({ a: 1 }).error?.issues ?? [];
    expect(fieldErrorsOfIssues(missing)).toEqual({ a: "required" });
    expect(fieldErrorsOfIssues(wrong)).toEqual({ a: "invalid_value" });
  });

  it("keeps a schema's code as it is", () => {
    expect(issueCode({ code: "custom", path: ["x"], message: "ends_before_start" })).toBe(
      "ends_before_start",
    );
    expect(issueCode({ code: "custom", path: ["x"], message: "Say why in the note" })).toBe("invalid_value");
  });
});

describe("fieldErrorsOfEnvelope: the API's 422 → field → code", () => {
  it("takes each field's first code", () => {
    expect(
      fieldErrorsOfEnvelope({
        errors: { phone: ["The phone has already been taken."], "name.ar": ["Too small"] },
        error_codes: { phone: ["phone_taken", "invalid_phone"], "name.ar": ["required"] },
      }),
    ).toEqual({ phone: "phone_taken", "name.ar": "required" });
  });

  it("reads codes from errors where a route answers codes only, and words prose as invalid_value", () => {
    expect(
      fieldErrorsOfEnvelope({
        errors: { file: ["Bad file"], active: ["invalid_value"], email: ["email_taken"] },
      }),
    ).toEqual({
      file: "invalid_value",
      active: "invalid_value",
      email: "email_taken",
    });
  });

  it("is empty for an answer without field errors", () => {
    expect(fieldErrorsOfEnvelope({})).toEqual({});
    expect(fieldErrorsOfEnvelope(null)).toEqual({});
  });
});

it("renameFields maps the API's names to the form's, keeping the first code of each", () => {
  const errors = { "customer.phone": "invalid_phone", part_id: "unknown_id", coupon: "coupon_unknown" };
  const renamed = renameFields(errors, (f) => (f === "part_id" ? "parent" : f.replace(/^customer\./, "")));
  expect(renamed).toEqual({ phone: "invalid_phone", parent: "unknown_id", coupon: "coupon_unknown" });
});

describe("validateCheckoutCustomer: the checkout's schema", () => {
  const good = {
    full_name: " Ali ",
    phone: "٠٧٧٠ ١٢٣ ٤٥٦٧",
    email: "Ali@Example.COM",
    governorate_id: "3",
    city: "Baghdad",
    address: "Street 1",
    landmark: "",
    notes: "  ",
  };

  it("normalises a good form", () => {
    expect(validateCheckoutCustomer(good)).toEqual({
      ok: true,
      value: {
        full_name: "Ali",
        phone: "+9647701234567",
        email: "ali@example.com",
        governorate_id: 3,
        city: "Baghdad",
        address: "Street 1",
        landmark: null,
        notes: null,
      },
    });
    expect(validateCheckoutCustomer({ ...good, governorate_id: 3 }).ok).toBe(true);
  });

  it("gives each field the checkout's code", () => {
    expect(validateCheckoutCustomer({})).toEqual({
      ok: false,
      errors: {
        full_name: "required",
        phone: "required",
        governorate_id: "required",
        city: "required",
        address: "required",
      },
    });
    expect(
      validateCheckoutCustomer({
        ...good,
        full_name: "x".repeat(101),
        phone: "12345",
        email: "not-an-email",
        governorate_id: "abc",
        city: "x".repeat(101),
        landmark: "x".repeat(201),
        notes: "x".repeat(1001),
      }),
    ).toEqual({
      ok: false,
      errors: {
        full_name: "full_name_too_long",
        phone: "invalid_phone",
        email: "invalid_email",
        governorate_id: "invalid_governorate",
        city: "too_long",
        landmark: "too_long",
        notes: "too_long",
      },
    });
    expect(validateCheckoutCustomer({ ...good, governorate_id: "-2" }).ok).toBe(false);
  });
});
