import { describe, expect, it } from "vitest";
import { messageEventOf } from "./order-messages.ts";

describe("the customer's message of a status move (decision 0037)", () => {
  it("picks each status move's message: a confirmed draft is the placed one, a dropped draft and preparing none", () => {
    expect(messageEventOf("placed", "confirmed")).toBe("order_confirmed");
    expect(messageEventOf("draft", "confirmed")).toBe("order_placed");
    expect(messageEventOf(null, "confirmed")).toBe("order_placed");
    expect(messageEventOf(null, "draft")).toBeNull();
    expect(messageEventOf("draft", "cancelled")).toBeNull();
    expect(messageEventOf("confirmed", "preparing")).toBeNull();
    expect(messageEventOf("preparing", "with_courier")).toBe("order_with_courier");
    expect(messageEventOf("with_courier", "delivered")).toBe("order_delivered");
    expect(messageEventOf("confirmed", "cancelled")).toBe("order_cancelled");
    expect(messageEventOf("with_courier", "returned")).toBe("order_returned");
  });
});
