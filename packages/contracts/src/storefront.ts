import type { City } from "./accounts.ts";
import type {
  Advert,
  Blog,
  BlogCategory,
  BlogCategoryDetail,
  Branch,
  Brand,
  ContentPreview,
  DealerType,
  Feature,
  HomePage,
  Paginated,
  PaginationQuery,
  Part,
  ProductCard,
  ProductDetail,
  Rule,
  Setting,
  Slide,
  WhatsAppContact,
} from "./catalog.ts";
import type { Language } from "./languages.ts";
import type { CheckoutQuote, CheckoutQuoteLine } from "./orders.ts";
import type { SearchSuggestion } from "./search.ts";

/** Per-request facts every service call takes first. */
export interface RequestContext {
  lang: Language;
  /** Public origin used to make media URLs absolute, e.g. `http://localhost:3000`. */
  origin: string;
  requestId: string;
}

/** The storefront's content, as `apps/server/src/modules/content/content.service.ts` implements it. */
export interface ContentReads {
  slides(ctx: RequestContext): Promise<Slide[]>;
  features(ctx: RequestContext): Promise<Feature[]>;
  branches(ctx: RequestContext): Promise<Branch[]>;
  rules(ctx: RequestContext): Promise<Rule[]>;
  whatsAppContacts(ctx: RequestContext): Promise<WhatsAppContact[]>;
  adverts(ctx: RequestContext, type?: "horizontal" | "vertical"): Promise<Advert[]>;
  /** The slide and advert a preview link's token names (drafts too); nothing for an unknown token. */
  preview(ctx: RequestContext, token: string): Promise<ContentPreview>;
  settings(ctx: RequestContext, key?: string): Promise<Setting[]>;
  blogCategories(ctx: RequestContext): Promise<BlogCategory[]>;
  /** Throws a 404 AppError for an unknown id. */
  blogCategory(ctx: RequestContext, id: number): Promise<BlogCategoryDetail>;
  /** One blog post; throws a 404 AppError for an unknown id. */
  blog(ctx: RequestContext, id: number): Promise<Blog>;
  /** The newest posts of every category, newest first. */
  recentBlogs(ctx: RequestContext, limit: number): Promise<Blog[]>;
  /** All dealer types, or the one with `id` (a 404 AppError when unknown). */
  dealerTypes(ctx: RequestContext, id?: number): Promise<DealerType[]>;
}

/** The catalogue reads, as `apps/server/src/modules/catalog/catalog.service.ts` implements them. */
export interface CatalogReads {
  brands(ctx: RequestContext): Promise<Brand[]>;
  parts(ctx: RequestContext): Promise<Part[]>;
  newProducts(ctx: RequestContext): Promise<ProductCard[]>;
  bestSellers(ctx: RequestContext): Promise<ProductCard[]>;
  products(
    ctx: RequestContext,
    query: PaginationQuery & { includeInactive?: boolean },
  ): Promise<Paginated<ProductCard>>;
  brandProducts(
    ctx: RequestContext,
    brandId: number,
    categoryId: number | undefined,
    query: PaginationQuery,
  ): Promise<Paginated<ProductCard>>;
  discountedProducts(ctx: RequestContext, query: PaginationQuery): Promise<Paginated<ProductCard>>;
  productCards(ctx: RequestContext, ids: number[]): Promise<ProductCard[]>;
  /** Throws a 404 AppError for an unknown id. */
  product(ctx: RequestContext, id: number): Promise<ProductDetail>;
}

/**
 * The service layer as the storefront's server loaders see it (through React Router's load context),
 * so a page render makes no HTTP round trip to its own process. Errors with a `statusCode` (404 for an
 * unknown id) are expected failures: loaders turn them into responses with that status.
 */
export interface StorefrontServices {
  home: { load(ctx: RequestContext): Promise<HomePage> };
  catalog: CatalogReads;
  content: ContentReads;
  /** Product search (issue 4); a blank or over-long query throws a 400 AppError. */
  search: {
    search(
      ctx: RequestContext,
      query: { search?: string; page?: number; per_page?: number },
    ): Promise<Paginated<ProductCard>>;
    suggestions(ctx: RequestContext, query: { search?: string }): Promise<SearchSuggestion[]>;
  };
  /** Iraq's governorates, localized, for the registration and profile forms (issue 5). */
  cities: { list(ctx: Pick<RequestContext, "lang">): Promise<City[]> };
  /** The checkout page's priced cart and delivery fees (issue 10). */
  orders: { quote(ctx: RequestContext, lines: CheckoutQuoteLine[]): Promise<CheckoutQuote> };
}

export type { Blog };
