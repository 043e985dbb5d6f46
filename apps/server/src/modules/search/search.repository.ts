import { type Db, rowsOf } from "@dukkan/db";
import { type SQL, sql } from "drizzle-orm";
import type { IndexedProduct } from "./search-index.ts";

/** Rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export interface IndexRead {
  /** The database's clock when the read began: the next read asks for rows changed after it (less a margin). */
  readAt: Date;
  /** Listed products. */
  listed: IndexedProduct[];
  /** Ids of products read that are not listed (inactive or deleted): out of the index. */
  unlisted: number[];
  /** How many products are listed in all; only when asked for. */
  listedCount?: number;
  /** How many of the rows read changed after the time asked for as `newAfter` (the rest were read before). */
  newRows: number;
}

interface Row {
  read_at: Date | string;
  listed_count: number | string | null;
  id: number | null;
  code: string;
  search_document: string;
  in_stock: boolean;
  listed: boolean;
  is_new: boolean | null;
}

export function createSearchRepository(db: Db) {
  async function read(changedSince: SQL, withCount: boolean, newAfter?: Date): Promise<IndexRead> {
    const isNew = newAfter ? sql`p.updated_at > ${newAfter.toISOString()}::timestamptz` : sql`true`;
    const count = withCount
      ? sql`(select count(*) from products where status = 1 and deleted_at is null)`
      : sql`null::bigint`;
    // One row even when nothing changed (the left join), so that the clock is always read.
    const rows = await rowsOf<Row>(
      db.execute(sql`
        with clock as (select clock_timestamp() as read_at, ${count} as listed_count)
        select clock.read_at, clock.listed_count, p.id, p.code, p.search_document, p.in_stock,
          (p.status = 1 and p.deleted_at is null) as listed, ${isNew} as is_new
        from clock left join products p on ${changedSince}
      `),
    );
    const listed: IndexedProduct[] = [];
    const unlisted: number[] = [];
    let newRows = 0;
    for (const row of rows) {
      if (row.id === null) continue;
      if (row.is_new) newRows++;
      if (row.listed)
        listed.push({ id: row.id, code: row.code, document: row.search_document, inStock: row.in_stock });
      else unlisted.push(row.id);
    }
    const first = rows[0]!;
    return {
      readAt: new Date(first.read_at),
      listed,
      unlisted,
      newRows,
      ...(first.listed_count === null ? {} : { listedCount: Number(first.listed_count) }),
    };
  }

  return {
    /**
     * Every product, for a new index, in batches by id: a whole catalogue read at once held 100,000 documents
     * as rows and strings at the same time (about 150 MB more at the peak).
     */
    async *all(batch = 10_000): AsyncGenerator<IndexRead> {
      let after = 0;
      for (;;) {
        const page = await read(
          sql`p.id in (select id from products where id > ${after} order by id limit ${batch})`,
          false,
        );
        const ids = [...page.listed.map((p) => p.id), ...page.unlisted];
        if (ids.length === 0) return;
        yield page;
        after = Math.max(...ids);
      }
    },
    /**
     * Products updated after `since` (a trigger sets updated_at on every update, migration 0008), counting
     * those updated after `newAfter` as new.
     */
    changedSince: (since: Date, newAfter: Date, withCount: boolean) =>
      read(sql`p.updated_at > ${since.toISOString()}::timestamptz`, withCount, newAfter),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
