import type { Localized } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { type SQL, sql } from "drizzle-orm";

/** One query word: the terms that match it exactly (itself, its completions) and all it may match (plus typos). */
export interface WordTerms {
  exact: string[];
  all: string[];
}

export interface RankInput {
  words: WordTerms[];
  /** The normalised query: words joined by single spaces. */
  phrase: string;
  /** The query as a product code (letters and digits only, lower case), or null. */
  code: string | null;
  limit: number;
  offset: number;
}

/**
 * Candidates read before ranking. A broad word (مطبخ, kitchen) matches half of a large catalogue; ranking
 * a bounded sample keeps the latency flat, and exact codes and names are rare enough to be in it.
 */
const candidateCap = 500;
/** Ranked candidates whose stock is looked at for the in-stock-first order. */
const stockCap = 200;

/** Rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

const textArray = (terms: string[]): SQL =>
  sql`array[${sql.join(
    terms.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

export function createSearchRepository(db: Db) {
  return {
    /**
     * Listed products matching every word, best first: exact code, exact name, name prefix, every word exact
     * (full text), then typos; in stock before out of stock at equal relevance; then by id. Values are bound
     * parameters; matching is byte-wise equality and `strpos`, so no locale (LC_CTYPE) changes the result.
     */
    async rank(input: RankInput): Promise<{ id: number; name: Localized }[]> {
      const terms = sql`string_to_array(p.search_document, ' ')`;
      const matchesAll = sql.join(
        input.words.map((w) => sql`${terms} && ${textArray(w.all)}`),
        sql` and `,
      );
      const allExact = sql.join(
        input.words.map((w) => sql`c.terms && ${textArray(w.exact)}`),
        sql` and `,
      );
      const rows = await rowsOf<{ id: number; name: Localized }>(
        db.execute(sql`
        with candidates as (
          select p.id, p.code, p.search_document as doc, ${terms} as terms
          from products p
          where p.status = 1 and p.deleted_at is null and ${matchesAll}
          limit ${candidateCap}
        ), ranked as (
          select c.id, case
            when ${input.code}::text is not null
              and regexp_replace(lower(c.code), '[^a-z0-9]', '', 'g') = ${input.code}::text then 0
            when strpos(c.doc, ${`| ${input.phrase} |`}::text) > 0 then 1
            when strpos(c.doc, ${`| ${input.phrase}`}::text) > 0 then 2
            when ${allExact} then 3
            else 4 end as relevance
          from candidates c
          order by relevance, c.id
          limit ${stockCap}
        )
        select r.id, p.name
        from ranked r
        join products p on p.id = r.id
        order by r.relevance,
          exists (
            select 1 from product_colors pc
            join product_color_sizes s on s.product_color_id = pc.id
            where pc.product_id = r.id and s.quantity > 0
          ) desc,
          r.id
        limit ${input.limit} offset ${input.offset}
      `),
      );
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },

    /** Terms that start with `prefix`, in byte order (an index range scan on the "C"-collated key). */
    async termsWithPrefix(prefix: string, limit: number): Promise<string[]> {
      const rows = await rowsOf<{ term: string }>(
        db.execute(sql`
        select term from search_terms
        where term >= ${prefix}::text and term < (${prefix}::text || chr(1114111)) and starts_with(term, ${prefix}::text)
        order by term limit ${limit}
      `),
      );
      return rows.map((row) => row.term);
    },

    /** The terms without digits: the vocabulary for typo tolerance and completions of words. */
    async wordTerms(): Promise<string[]> {
      const rows = await rowsOf<{ term: string }>(
        db.execute(sql`select term from search_terms where term !~ '[0-9]'`),
      );
      return rows.map((row) => row.term);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
