import { readFileSync } from "node:fs";
import { orderStatuses, sqlListOf } from "@dukkan/contracts/order-statuses";
import { describe, expect, it } from "vitest";

const migrations = new URL("../migrations/", import.meta.url);
const json = (file: string) => JSON.parse(readFileSync(new URL(file, migrations), "utf8"));

/**
 * The orders' status CHECK is built from the contracts' list (decision 0029), so a new status needs its migration
 * (`npm run db:generate`); without it the database refuses the status. The latest snapshot is what drizzle-kit
 * last generated: it must hold the list as it is now.
 */
describe("migrations", () => {
  it("the latest migration checks the orders' statuses of the contracts (else run npm run db:generate)", () => {
    const { entries } = json("meta/_journal.json") as { entries: { idx: number }[] };
    const last = String(entries.at(-1)!.idx).padStart(4, "0");
    const snapshot = json(`meta/${last}_snapshot.json`);
    expect(snapshot.tables["public.orders"].checkConstraints.orders_status_values.value).toBe(
      `"orders"."status" IN (${sqlListOf(orderStatuses)})`,
    );
  });
});
