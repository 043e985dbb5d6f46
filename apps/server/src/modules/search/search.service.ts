import {
  blankSearchMessage,
  localize,
  type ProductCard,
  type RequestContext,
  type SearchSuggestion,
  searchQueryMaxLength,
} from "@dukkan/contracts";
import { searchWords } from "@dukkan/db";
import { AppError } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import type { createCatalogService } from "../catalog/catalog.service.ts";
import type { SearchRepository, WordTerms } from "./search.repository.ts";
import { Vocabulary } from "./vocabulary.ts";

/** Seconds a result stays cached; any write drops it sooner (Cache.invalidateAll). */
const resultTtl = 30;
/** Words of a query that take part (a pasted paragraph would otherwise make a huge statement). */
const maxWords = 8;
/** Completions of the last word, as the user types. */
const maxCompletions = 40;
export const suggestionsCount = 6;

type Catalog = Pick<ReturnType<typeof createCatalogService>, "productCards">;

export interface SearchRequest {
  search?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

/** The query's normalised words, or a 400 for a blank (spec §5) or over-long one. */
export function queryWords(search: string | undefined): string[] {
  const trimmed = (search ?? "").trim();
  if (trimmed === "") throw new AppError("bad_request", blankSearchMessage);
  if (trimmed.length > searchQueryMaxLength) {
    throw new AppError("bad_request", `The search query is longer than ${searchQueryMaxLength} characters.`);
  }
  return searchWords(trimmed).slice(0, maxWords);
}

/**
 * Search over the products' normalised search documents (issue 4). Each query word becomes the set of terms
 * it matches: itself; for the last word, the terms it begins (prefix matching while typing); for words of
 * 4 or more letters, the terms within one edit (two from 8 letters). The database then keeps the products
 * that have a term of every set and ranks them (search.repository.ts).
 */
export function createSearchService(deps: { repository: SearchRepository; catalog: Catalog; cache: Cache }) {
  const { repository, catalog, cache } = deps;
  const vocabulary = new Vocabulary(() => repository.wordTerms());

  async function termsOf(words: string[]): Promise<WordTerms[]> {
    const vocab = await vocabulary.get();
    return Promise.all(
      words.map(async (word, i) => {
        const last = i === words.length - 1;
        let completions: string[] = [];
        if (last && /\d/.test(word)) {
          if (word.length >= 3) completions = await repository.termsWithPrefix(word, maxCompletions);
        } else if (last && word.length >= 2) {
          completions = vocab.completions(word, maxCompletions);
        }
        const exact = [...new Set([word, ...completions])];
        const typos = /\d/.test(word) ? [] : vocab.withinEdits(word, maxEdits(word.length));
        return { exact, all: [...new Set([...exact, ...typos])] };
      }),
    );
  }

  async function rankedMatches(words: string[], page: { limit: number; offset: number }) {
    if (words.length === 0) return [];
    const compact = words.join("");
    return repository.rank({
      words: await termsOf(words),
      phrase: words.join(" "),
      code: /\d/.test(compact) && /^[a-z0-9]+$/.test(compact) ? compact : null,
      ...page,
    });
  }

  return {
    /** Up to `per_page` (48) product cards, best first; localized to `ctx.lang`. */
    async search(ctx: RequestContext, request: SearchRequest): Promise<ProductCard[]> {
      const words = queryWords(request.search);
      const perPage = Math.min(request.per_page ?? 48, 48);
      const page = Math.max(request.page ?? 1, 1);
      const key = ["search", ctx.lang, ctx.origin, words.join(" "), page, perPage].join("|");
      return cache.wrap(key, resultTtl, async () => {
        const matches = await rankedMatches(words, { limit: perPage, offset: (page - 1) * perPage });
        const cards = new Map(
          (
            await catalog.productCards(
              ctx,
              matches.map((m) => m.id),
            )
          ).map((c) => [c.id, c]),
        );
        return matches.flatMap((m) => cards.get(m.id) ?? []);
      });
    },

    /** Up to 6 product names for the search overlay, as the user types. */
    async suggestions(
      ctx: RequestContext,
      request: { search?: string | undefined },
    ): Promise<SearchSuggestion[]> {
      const words = queryWords(request.search);
      const key = ["suggest", ctx.lang, words.join(" ")].join("|");
      return cache.wrap(key, resultTtl, async () =>
        (await rankedMatches(words, { limit: suggestionsCount, offset: 0 })).map((m) => ({
          id: m.id,
          name: localize(m.name, ctx.lang),
        })),
      );
    },
  };
}

/** Typo tolerance of the issue: one edit for words of 4 or more letters, two for 8 or more. */
export function maxEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

export type SearchService = ReturnType<typeof createSearchService>;
