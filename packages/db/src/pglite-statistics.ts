import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * PGlite runs PostgreSQL as a single backend with no background workers: autovacuum never runs, so a table is
 * never ANALYZEd and the planner works from defaults (e.g. 1,360 rows assumed for the sizes table). On the demo
 * store that made the staff product list read every size once per listed product (a hash join rebuilt 50 times):
 * 43 ms of execution for one page of 154 products, and p95 455 ms with ten staff users (issue 37, decision 0039).
 *
 * So on PGlite the server ANALYZEs, at start and then every `intervalMs`, the tables that were never analysed or
 * whose size moved by more than a fifth (and 8 pages) since they last were, as autovacuum's thresholds would.
 * Reading each table's size is a `stat` of its file: the check costs nothing when nothing changed. PostgreSQL
 * has autovacuum and is left alone.
 */
export async function refreshPgliteStatistics(database: Database): Promise<string[]> {
  if (database.kind !== "pglite") return [];
  const result = (await database.db.execute(sql`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
      AND (c.reltuples < 0
           OR abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
              > greatest(c.relpages * 0.2, 8))
    ORDER BY c.relname
  `)) as unknown as { rows: { name: string }[] };
  const names = result.rows.map((row) => row.name);
  if (names.length > 0) {
    await database.db.execute(
      sql.raw(`ANALYZE ${names.map((name) => `"${name.replaceAll('"', '""')}"`).join(", ")}`),
    );
  }
  return names;
}

/** `refreshPgliteStatistics` now and every `intervalMs` (the timer does not keep the process alive). */
export function keepPgliteStatistics(
  database: Database,
  { intervalMs = 10 * 60_000, onError = (_error: unknown) => {} } = {},
) {
  if (database.kind !== "pglite") return { ready: Promise.resolve(), stop() {} };
  const refresh = () => refreshPgliteStatistics(database).then(() => undefined, onError);
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return { ready: refresh(), stop: () => clearInterval(timer) };
}
