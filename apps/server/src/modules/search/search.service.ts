import {
  blankSearchMessage,
  localize,
  type Paginated,
  type ProductCard,
  type RequestContext,
  type SearchSuggestion,
  searchMaxPage,
  searchQueryMaxLength,
} from "@dukkan/contracts";
import { searchWordGroups } from "@dukkan/db";
import { AppError } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import type { createCatalogService } from "../catalog/catalog.service.ts";
import { LiveSearchIndex } from "./live-search-index.ts";
import type { SearchRepository } from "./search.repository.ts";
import type { Ranked, SearchIndex, WordTerms } from "./search-index.ts";

/** Seconds a result stays cached; any write drops it sooner (Cache.invalidateAll). */
const resultTtl = 30;
/** Words of a query that take part (a pasted paragraph would otherwise make a huge statement). */
const maxWords = 8;
/** Completions of the last word, as the user types. */
const maxCompletions = 40;
export const suggestionsCount = 6;

type Catalog = Pick<ReturnType<typeof createCatalogService>, "productCards" | "productNames">;

export interface SearchRequest {
  search?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

/**
 * The query's normalised words (at most 8) in groups, the words a hyphen joins forming one group; or a 400
 * for a blank (spec §5) or over-long query.
 */
export function queryWords(search: string | undefined): string[][] {
  const trimmed = (search ?? "").trim();
  if (trimmed === "") throw new AppError("bad_request", blankSearchMessage);
  if (trimmed.length > searchQueryMaxLength) {
    throw new AppError("bad_request", `The search query is longer than ${searchQueryMaxLength} characters.`);
  }
  const groups: string[][] = [];
  let room = maxWords;
  for (const group of searchWordGroups(trimmed)) {
    if (room === 0) break;
    groups.push(group.slice(0, room));
    room -= groups[groups.length - 1]!.length;
  }
  return groups;
}

/** The query as a cache key: `wall-hung` and `wall hung` search differently. */
const queryKey = (groups: string[][]) => groups.map((group) => group.join("-")).join(" ");

/**
 * Search (issue 4) over an in-memory index of the products' normalised search documents (search-index.ts),
 * kept in step with the database (live-search-index.ts). Each query word becomes the set of terms it
 * matches: itself; for the last word, the terms it begins (prefix matching while typing); for words of 4 or
 * more letters, the terms within one edit (two from 8 letters); the words of a hyphenated group also match the
 * group written whole. The index keeps the products that have a term of every set (or, when none has, of at
 * least half of them) and ranks them; the page's cards come from the database.
 */
export function createSearchService(deps: { repository: SearchRepository; catalog: Catalog; cache: Cache }) {
  const { catalog, cache } = deps;
  const index = new LiveSearchIndex(deps.repository);
  let warming = false;
  cache.onInvalidate(() => index.markStale());

  /** A word's terms: itself, its completions when it is the last word, its typos. */
  function wordTerms(current: SearchIndex, word: string, last: boolean): WordTerms {
    const vocabulary = current.vocabulary();
    const hasDigit = /\d/.test(word);
    let completions: string[] = [];
    if (last && hasDigit) {
      if (word.length >= 3) completions = current.termsWithPrefix(word, maxCompletions);
    } else if (last && word.length >= 2) {
      completions = vocabulary.completions(word, maxCompletions);
    }
    const exact = [word, ...completions];
    const typos = hasDigit ? [] : vocabulary.withinEdits(word, maxEdits(word.length));
    return { exact, all: [...exact, ...typos] };
  }

  /**
   * Each word's terms. A hyphenated group (wal-hung) also matches as one word: each of its words takes the
   * terms of the group written whole (wallhung, within its typos), so a product holding it holds them all.
   */
  function termsOf(current: SearchIndex, groups: string[][]): WordTerms[] {
    return groups.flatMap((group, g) => {
      const lastGroup = g === groups.length - 1;
      const whole = group.length > 1 ? wordTerms(current, group.join(""), lastGroup) : { exact: [], all: [] };
      return group.map((word, i) => {
        const own = wordTerms(current, word, lastGroup && i === group.length - 1);
        return {
          exact: [...new Set([...own.exact, ...whole.exact])],
          all: [...new Set([...own.all, ...whole.all])],
        };
      });
    });
  }

  async function rankedMatches(groups: string[][], page: { limit: number; offset: number }): Promise<Ranked> {
    const words = groups.flat();
    if (words.length === 0) return { ids: [], total: 0 };
    const current = await index.current();
    const compact = words.join("");
    const ranked = current.rank(
      {
        words,
        terms: termsOf(current, groups),
        code: /\d/.test(compact) && /^[a-z0-9]+$/.test(compact) ? compact : null,
      },
      page.offset + page.limit,
    );
    return { ids: ranked.ids.slice(page.offset, page.offset + page.limit), total: ranked.total };
  }

  return {
    /** Builds the index ahead of the first search (after start; health says `starting` meanwhile). */
    warmUp: async () => {
      warming = true;
      try {
        await index.current();
      } finally {
        warming = false;
      }
    },
    /** Whether the warm-up is still building the index. */
    warming: () => warming,
    /** Products in the index (the metrics). */
    indexedProducts: () => index.size(),

    /**
     * A page of up to `per_page` (48) product cards, best first, localized to `ctx.lang`, with the total and
     * the last page (at most searchMaxPage: the query schema's bound).
     */
    async search(ctx: RequestContext, request: SearchRequest): Promise<Paginated<ProductCard>> {
      const groups = queryWords(request.search);
      const perPage = Math.min(request.per_page ?? 48, 48);
      // The API refuses pages past searchMaxPage; the storefront's ?page= is only clamped.
      const page = Math.min(Math.max(request.page ?? 1, 1), searchMaxPage);
      const key = ["search", ctx.lang, ctx.origin, queryKey(groups), page, perPage].join("|");
      return cache.wrap(key, resultTtl, async () => {
        const { ids, total } = await rankedMatches(groups, { limit: perPage, offset: (page - 1) * perPage });
        const cards = new Map((await catalog.productCards(ctx, ids)).map((c) => [c.id, c]));
        return {
          data: ids.flatMap((id) => cards.get(id) ?? []),
          total,
          page,
          per_page: perPage,
          last_page: Math.min(Math.max(1, Math.ceil(total / perPage)), searchMaxPage),
        };
      });
    },

    /** Up to 6 product names for the search overlay, as the user types. */
    async suggestions(
      ctx: RequestContext,
      request: { search?: string | undefined },
    ): Promise<SearchSuggestion[]> {
      const groups = queryWords(request.search);
      const key = ["suggest", ctx.lang, queryKey(groups)].join("|");
      return cache.wrap(key, resultTtl, async () => {
        const { ids } = await rankedMatches(groups, { limit: suggestionsCount, offset: 0 });
        const names = new Map((await catalog.productNames(ids)).map((p) => [p.id, p.name]));
        return ids.flatMap((id) => {
          const name = names.get(id);
          return name ? [{ id, name: localize(name, ctx.lang) }] : [];
        });
      });
    },
  };
}

/** Typo tolerance of the issue: one edit for words of 4 or more letters, two for 8 or more. */
export function maxEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

export type SearchService = ReturnType<typeof createSearchService>;
