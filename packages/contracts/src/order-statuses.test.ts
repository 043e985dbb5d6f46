import { describe, expect, it } from "vitest";
import {
  customerOrderPath,
  finalOrderStatuses,
  orderEntryStatuses,
  orderStatuses,
  orderStatusRules,
  orderTransitions,
  sqlListOf,
  stockReturningOrderStatuses,
} from "./order-statuses.ts";

/** The rules a new status must keep; the database CHECK and the apps' lists derive from the same registry. */
describe("order status registry", () => {
  it("reaches every status from the statuses an order starts in", () => {
    const reached = new Set<string>(orderEntryStatuses);
    for (let grew = true; grew; ) {
      grew = false;
      for (const from of reached)
        for (const to of orderTransitions[from as keyof typeof orderTransitions])
          if (!reached.has(to)) grew = Boolean(reached.add(to));
    }
    expect([...reached].sort()).toEqual([...orderStatuses].sort());
  });

  it("walks the customer's path one allowed move at a time, from placed to a final status", () => {
    expect(customerOrderPath[0]).toBe("placed");
    for (let i = 1; i < customerOrderPath.length; i++)
      expect(orderTransitions[customerOrderPath[i - 1]!]).toContain(customerOrderPath[i]);
    expect(finalOrderStatuses).toContain(customerOrderPath.at(-1));
  });

  it("gives stock back only on final statuses, and edits lines only before the courier", () => {
    for (const status of stockReturningOrderStatuses) expect(finalOrderStatuses).toContain(status);
    for (const status of orderStatuses)
      if (orderStatusRules[status].editable) expect(orderTransitions[status]).toContain("cancelled");
  });

  it("takes stock once on the way to delivery and gives it back only from a status holding it", () => {
    for (const status of stockReturningOrderStatuses) expect(orderStatusRules[status].holdsStock).toBe(false);
    for (const status of customerOrderPath) expect(orderStatusRules[status].holdsStock).toBe(true);
  });

  it("writes a SQL list of plain names only", () => {
    expect(sqlListOf(["placed", "with_courier"])).toBe("'placed', 'with_courier'");
    expect(() => sqlListOf(["x'); drop table orders; --"])).toThrow();
  });
});
