/**
 * The one definition of the storefront's content kinds (issue 34, decision 0029): the server's write specs and
 * staff lists, the translation workspace's entities, the audit entities and the staff app's screens derive from
 * it. No zod here, so that any package can import it cheaply (`@dukkan/contracts/content-kinds`).
 *
 * To add a kind: its table (packages/db), an entry here (its place is the staff app's tab order), its zod
 * schemas in `contentKindSchemas` and its server table in `contentTables` and staff form in `contentViews` (the
 * compiler asks for each), its labels in the staff app's `registry-labels.ts` (the compiler asks), and for its
 * storefront page an entry in `contentPages` below (the recipe in docs/architecture.md).
 */

/** How a staff list orders a kind's rows: the storefront's order where there is one, else the rows' ids. */
export type ContentListOrder = "sort_order" | "newest" | "id" | "parent";

export interface ContentKindDefinition {
  /** Its name in the audit log, the translation workspace and the snapshots (snake_case, singular). */
  entity: string;
  /** Its table (SQL name). */
  table: string;
  /** Translated fields (text or HTML): all a translator may change. */
  texts: readonly string[];
  /** Those of `texts` that hold HTML: sanitized on the way in, edited as rich text. */
  html: readonly string[];
  /**
   * Those of `texts` the translation workspace lists (empty: the kind is not in the workspace). A button's label,
   * opening hours and a post's note are translated in the content form only.
   */
  workspaceTexts: readonly string[];
  /** The kind a row belongs to, by this field: checked to exist; the parent cannot be deleted while it has any. */
  parent?: { field: string; kind: string };
  /** Drafts, dates and preview links. */
  scheduled: boolean;
  listOrder: ContentListOrder;
  /** How messages name one row and several ("this blog category is used by 3 posts"). */
  nouns: readonly [one: string, many: string];
}

export const contentKindRegistry = {
  slides: {
    entity: "slide",
    table: "slides",
    texts: ["main_text", "description", "button_text"],
    html: ["main_text", "description"],
    workspaceTexts: ["main_text", "description"],
    scheduled: true,
    listOrder: "sort_order",
    nouns: ["slide", "slides"],
  },
  adverts: {
    entity: "advert",
    table: "adverts",
    texts: ["text"],
    html: [],
    workspaceTexts: ["text"],
    scheduled: true,
    listOrder: "sort_order",
    nouns: ["advert", "adverts"],
  },
  features: {
    entity: "feature",
    table: "features",
    texts: ["title", "description"],
    html: ["description"],
    workspaceTexts: ["title", "description"],
    scheduled: false,
    listOrder: "sort_order",
    nouns: ["feature", "features"],
  },
  blogs: {
    entity: "blog",
    table: "blogs",
    texts: ["title", "description", "note"],
    html: ["description"],
    workspaceTexts: ["title", "description"],
    parent: { field: "blog_category_id", kind: "blog-categories" },
    scheduled: false,
    listOrder: "newest",
    nouns: ["blog post", "posts"],
  },
  "blog-categories": {
    entity: "blog_category",
    table: "blog_categories",
    texts: ["name"],
    html: [],
    workspaceTexts: ["name"],
    scheduled: false,
    listOrder: "id",
    nouns: ["blog category", "blog categories"],
  },
  branches: {
    entity: "branch",
    table: "branches",
    texts: ["name", "description", "address", "hours"],
    html: ["description"],
    workspaceTexts: ["name", "description", "address"],
    scheduled: false,
    listOrder: "sort_order",
    nouns: ["branch", "branches"],
  },
  dealers: {
    entity: "dealer",
    table: "dealers",
    texts: ["name", "description", "address"],
    html: ["description"],
    workspaceTexts: ["name", "description", "address"],
    parent: { field: "dealer_type_id", kind: "dealer-types" },
    scheduled: false,
    listOrder: "parent",
    nouns: ["dealer", "dealers"],
  },
  "dealer-types": {
    entity: "dealer_type",
    table: "dealer_types",
    texts: ["name"],
    html: [],
    workspaceTexts: ["name"],
    scheduled: false,
    listOrder: "id",
    nouns: ["dealer type", "dealer types"],
  },
  rules: {
    entity: "rule",
    table: "rules",
    texts: ["title", "description"],
    html: ["description"],
    workspaceTexts: ["title", "description"],
    scheduled: false,
    listOrder: "id",
    nouns: ["rules page", "rules pages"],
  },
  "whatsapp-contacts": {
    entity: "whatsapp_contact",
    table: "whatsapp_contacts",
    texts: ["name", "department"],
    html: [],
    workspaceTexts: ["name", "department"],
    scheduled: false,
    listOrder: "sort_order",
    nouns: ["WhatsApp contact", "WhatsApp contacts"],
  },
} as const satisfies Record<string, ContentKindDefinition>;

type Registry = typeof contentKindRegistry;
export type ContentKind = keyof Registry;
export type ContentEntity = Registry[ContentKind]["entity"];
/** The content entities whose texts the translation workspace lists. */
export type TranslatableContentEntity = {
  [K in ContentKind]: Registry[K]["workspaceTexts"] extends readonly [] ? never : Registry[K]["entity"];
}[ContentKind];

/** Kinds that are drafts until published, with dates, and a preview link (`/?preview=`). */
export type ScheduledContentKind = {
  [K in ContentKind]: Registry[K]["scheduled"] extends true ? K : never;
}[ContentKind];

/** A kind's definition, seen through the common interface (the literal types are for the derived unions). */
export const contentKindDefinition = (kind: ContentKind): ContentKindDefinition => contentKindRegistry[kind];

// The lists below are marked pure so that a bundle that uses only the content pages (the storefront's) leaves the
// kinds out.

/** In the staff app's tab order. */
export const contentKinds = /* @__PURE__ */ Object.keys(contentKindRegistry) as [
  ContentKind,
  ...ContentKind[],
];

export const scheduledContentKinds = /* @__PURE__ */ contentKinds.filter(
  (kind) => contentKindRegistry[kind].scheduled,
) as ScheduledContentKind[];

export const contentEntities = /* @__PURE__ */ contentKinds.map(
  (kind) => contentKindRegistry[kind].entity,
) as [ContentEntity, ...ContentEntity[]];

export const translatableContentEntities = /* @__PURE__ */ contentKinds
  .filter((kind) => contentKindDefinition(kind).workspaceTexts.length > 0)
  .map((kind) => contentKindRegistry[kind].entity) as [
  TranslatableContentEntity,
  ...TranslatableContentEntity[],
];

/** The kind whose entity is `entity`, if any. */
export const contentKindOfEntity = (entity: string): ContentKind | undefined =>
  contentKinds.find((kind) => contentKindRegistry[kind].entity === entity);

/** The kinds whose rows belong to a row of `kind` (its deletion is refused while any remain). */
export const childKindsOf = (kind: ContentKind): ContentKind[] =>
  contentKinds.filter((child) => contentKindDefinition(child).parent?.kind === kind);

/**
 * The storefront's content pages with a fixed path (issue 34): the storefront's routes (`apps/web/app/routes.ts`),
 * the sitemap's pages (`modules/seo/sitemaps.ts`) and the footer's quick links derive from this list, and a test
 * asks each public read it names to answer (`modules/content/content-pages.test.ts`). Their strings (title, meta
 * description, empty state, link label) are typed in `apps/web/app/locales/registry-labels.ts`. Pages with an id in
 * their path (a blog post, a dealer) are listed by hand in `routes.ts` and read from the database by the sitemap.
 */
export interface ContentPageDefinition {
  /** Its path without the language prefix, as links and the sitemap spell it (the router matches any case). */
  path: `/${string}`;
  /** Its route module, from `apps/web/app/`. */
  file: `routes/${string}`;
  /** The route's id, when another route serves the same module (React Router needs them distinct). */
  routeId?: string;
  /** The public reads (`/api/v1/{lang}<read>`) of what it shows. */
  reads: readonly `/${string}`[];
  /** Linked from the footer's quick links, labelled `nav_<page>`. */
  footer: boolean;
}

export const contentPages = {
  branches: { path: "/Branches", file: "routes/branches.tsx", reads: ["/branch"], footer: true },
  catalogs: { path: "/Catalogs", file: "routes/catalogs.tsx", reads: ["/brand"], footer: true },
  rules: { path: "/rule", file: "routes/rule.tsx", reads: ["/rule"], footer: true },
  dealers: {
    path: "/dealer-type",
    file: "routes/dealer-type.tsx",
    routeId: "routes/dealer-types",
    reads: ["/dealer-type"],
    footer: false,
  },
  // Its WhatsApp contacts come from `/api/v1/whats-app`, which takes the language as a query parameter.
  contact: { path: "/Contact", file: "routes/contact.tsx", reads: ["/branch"], footer: false },
} as const satisfies Record<string, ContentPageDefinition>;

export type ContentPage = keyof typeof contentPages;
/** The pages the footer links to. */
export type FooterContentPage = {
  [P in ContentPage]: (typeof contentPages)[P]["footer"] extends true ? P : never;
}[ContentPage];

/** In the footer's and the sitemap's order. */
export const contentPageNames = Object.keys(contentPages) as [ContentPage, ...ContentPage[]];
export const contentPageDefinition = (page: ContentPage): ContentPageDefinition => contentPages[page];
export const footerContentPages = contentPageNames.filter(
  (page) => contentPages[page].footer,
) as FooterContentPage[];
