import { describe, expect, it } from "vitest";
import { ApiError, responseError } from "./api-error.ts";

const answer = (status: number, body: string, type = "application/json") =>
  new Response(body, { status, headers: { "content-type": type } });

describe("responseError", () => {
  it("reads the envelope: status, code, message and field errors as codes", async () => {
    const error = await responseError(
      answer(
        422,
        JSON.stringify({
          message: "The given data was invalid.",
          code: "validation_failed",
          errors: { phone: ["The phone has already been taken."] },
          error_codes: { phone: ["phone_taken"] },
          data: { phone: ["The phone has already been taken."] },
        }),
      ),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe("The given data was invalid.");
    expect(error.fieldCodes()).toEqual({ phone: "phone_taken" });
    expect(error.fieldMessages()).toEqual({ phone: "The phone has already been taken." });
    expect(error.kind).toBe("HTTP");
  });

  it("takes `errors` as the codes when the route answers codes only, and keeps the rest of the body", async () => {
    const error = await responseError(
      answer(
        409,
        JSON.stringify({ message: "In use", code: "conflict", errors: { id: ["in_use"] }, in_use: 3 }),
      ),
    );
    expect(error.fieldCodes()).toEqual({ id: "in_use" });
    expect(error.body.in_use).toBe(3);
  });

  it("reads a field with only an English message as invalid_value, and a body that is no envelope as none", async () => {
    const mixed = await responseError(
      answer(
        422,
        JSON.stringify({
          code: "validation_failed",
          errors: { phone: ["Taken."], city: ["Required."] },
          error_codes: { phone: ["phone_taken"] },
        }),
      ),
    );
    expect(mixed.fieldCodes()).toEqual({ phone: "phone_taken", city: "invalid_value" });
    const odd = await responseError(answer(422, JSON.stringify({ errors: "broken", error_codes: 5 })));
    expect(odd.fieldCodes()).toEqual({});
  });

  it("finds the spec's field messages in data.data (the profile's shape)", async () => {
    const error = await responseError(
      answer(
        422,
        JSON.stringify({ message: "x", code: "validation_failed", data: { data: { email: ["Bad"] } } }),
      ),
    );
    expect(error.fieldMessages()).toEqual({ email: "Bad" });
  });

  it("gives the status alone for an empty or non-JSON body", async () => {
    const error = await responseError(answer(502, "<html>Bad gateway</html>", "text/html"));
    expect(error.status).toBe(502);
    expect(error.code).toBe("internal_error");
    expect(error.fieldCodes()).toEqual({});
    expect(error.message).toBe("HTTP 502");
  });
});
