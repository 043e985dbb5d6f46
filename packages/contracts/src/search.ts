import { z } from "zod";
import { paginatedSchema, productCardSchema } from "./catalog.ts";

/** The longest search query accepted, in characters (after trimming). */
export const searchQueryMaxLength = 200;
/** Spec §5 and §8: the message of a blank search query. */
export const blankSearchMessage = "Please enter a valid search query.";

/** The last page of results one can ask for (48 × 100 = 4,800 products: more than anyone reads). */
export const searchMaxPage = 100;

/** `GET {lang}/products/search?search=…[&page&per_page]` (spec §7): at most 48 cards a page. */
export const searchQuerySchema = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).max(searchMaxPage).default(1),
  per_page: z.coerce.number().int().min(1).max(48).default(48),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Spec §7's `data: products`, with the listings' pagination fields (ours): the total and the last page. */
export const searchResponseSchema = paginatedSchema(productCardSchema);
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** One suggestion of the search overlay: a product's name in the request's language. */
export const searchSuggestionSchema = z.object({ id: z.number().int(), name: z.string() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** `GET {lang}/products/suggestions?search=…` (our extension): up to 6 names as the user types. */
export const suggestionsResponseSchema = z.object({ data: z.array(searchSuggestionSchema).max(6) });
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
