import { readFileSync } from "node:fs";
import { contentKindDefinition, contentKinds } from "@dukkan/contracts/content-kinds";
import { orderStatuses, sqlListOf } from "@dukkan/contracts/order-statuses";
import { describe, expect, it } from "vitest";

const migrations = new URL("../migrations/", import.meta.url);
const json = (file: string) => JSON.parse(readFileSync(new URL(file, migrations), "utf8"));

/** The schema as drizzle-kit last generated a migration for it. */
function latestSnapshot() {
  const { entries } = json("meta/_journal.json") as { entries: { idx: number }[] };
  return json(`meta/${String(entries.at(-1)!.idx).padStart(4, "0")}_snapshot.json`) as {
    tables: Record<
      string,
      { columns: Record<string, unknown>; checkConstraints: Record<string, { value: string }> }
    >;
  };
}

/**
 * What the contracts' registries define and the database must follow (decision 0029) needs a migration
 * (`npm run db:generate`): without it the database refuses a new status, or has no table for a new content kind.
 */
describe("migrations", () => {
  it("the latest migration checks the orders' statuses of the contracts (else run npm run db:generate)", () => {
    const { tables } = latestSnapshot();
    expect(tables["public.orders"]?.checkConstraints.orders_status_values?.value).toBe(
      `"orders"."status" IN (${sqlListOf(orderStatuses)})`,
    );
  });

  it("the latest migration has every content kind's table and texts (else run npm run db:generate)", () => {
    const { tables } = latestSnapshot();
    const missing = contentKinds.flatMap((kind) => {
      const { table, texts } = contentKindDefinition(kind);
      const columns = tables[`public.${table}`]?.columns;
      return columns ? texts.filter((text) => !(text in columns)).map((text) => `${table}.${text}`) : [table];
    });
    expect(missing).toEqual([]);
  });
});
