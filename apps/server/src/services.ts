import type { Db } from "@dukkan/db";
import type { Redis } from "ioredis";
import type { Cache } from "./lib/cache.ts";
import type { LoginThrottle } from "./lib/login-throttle.ts";
import { createPasswordHasher } from "./lib/password-hasher.ts";
import { type AuditService, createAuditService } from "./modules/audit/audit.service.ts";
import { accessTokenKey } from "./modules/auth/access-token.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createPhoneCodes, type PhoneCodes } from "./modules/auth/phone-codes.service.ts";
import { createLoginThrottle } from "./modules/auth/sign-in-throttle.ts";
import { createCatalogAuditSubjects } from "./modules/catalog/audit-subjects.service.ts";
import { createCatalogRepository } from "./modules/catalog/catalog.repository.ts";
import { createCatalogService } from "./modules/catalog/catalog.service.ts";
import { createCatalogInsights } from "./modules/catalog/catalog-insights.service.ts";
import { createCatalogListing } from "./modules/catalog/catalog-listing.service.ts";
import { createCatalogWritesService } from "./modules/catalog/catalog-writes.service.ts";
import { createProductImport } from "./modules/catalog/import/product-import.service.ts";
import { createStaffProductsService } from "./modules/catalog/staff-products.service.ts";
import { createStockService, type StockService } from "./modules/catalog/stock.service.ts";
import { createTaxonomyAdmin } from "./modules/catalog/taxonomy-admin.service.ts";
import { createTranslationsService } from "./modules/catalog/translations.service.ts";
import { type CitiesService, createCitiesService } from "./modules/cities/cities.service.ts";
import { createClientsService } from "./modules/clients/clients.service.ts";
import { createCustomerRecordService } from "./modules/clients/customer-record.service.ts";
import { createContentRepository } from "./modules/content/content.repository.ts";
import { createContentService } from "./modules/content/content.service.ts";
import { createContentAdmin } from "./modules/content/content-admin.service.ts";
import { createHomeService } from "./modules/content/home.service.ts";
import { createCouponsService } from "./modules/coupons/coupons.service.ts";
import { createFavouritesService } from "./modules/favourites/favourites.service.ts";
import { createMessagesService, type MessagesService } from "./modules/messages/messages.service.ts";
import type { Channel } from "./modules/messages/providers.ts";
import { createSystemMessages, type SystemMessages } from "./modules/messages/system-messages.service.ts";
import type { PhoneBlocks } from "./modules/orders/customer-flags.ts";
import { createNewOrdersFeed } from "./modules/orders/new-orders.service.ts";
import type { StaffNames } from "./modules/orders/order-desk.service.ts";
import { createOrderEntryLookup } from "./modules/orders/order-entry-lookup.ts";
import { createOrderReferences } from "./modules/orders/order-references.service.ts";
import { createOrderReports } from "./modules/orders/order-reports.service.ts";
import { createOrdersService } from "./modules/orders/orders.service.ts";
import { createOrdersInsights } from "./modules/orders/orders-insights.service.ts";
import { createPhoneConfirmation } from "./modules/orders/phone-confirmation.service.ts";
import type { CustomerAccounts } from "./modules/orders/staff-entered-orders.ts";
import { createRatingsService } from "./modules/ratings/ratings.service.ts";
import { createSearchRepository } from "./modules/search/search.repository.ts";
import { createSearchService } from "./modules/search/search.service.ts";
import { createStaffService } from "./modules/staff/staff.service.ts";
import { createStaffDashboard } from "./modules/staff/staff-dashboard.ts";
import { createStaffIdempotency } from "./modules/staff/staff-idempotency.service.ts";
import { createVisitsService } from "./modules/visits/visits.service.ts";

export interface ServiceDependencies {
  cache: Cache;
  /** Signs access tokens (accounts). */
  tokenSecret: string;
  /**
   * Shared by instances for the cache and rate limits (app.ts); the per-account sign-in throttle is in the
   * database, which every instance shares already.
   */
  redis?: Redis | undefined;
  /** The message channels whose provider is configured (issue 39); none when not given. */
  messageChannels?: ReadonlySet<Channel>;
  /** STAFF_ALERT_TO: who gets a message per new order (decision 0038); nobody when not given. */
  staffAlertTo?: readonly string[];
}

/** The service layer: what route handlers and SSR loaders call. */
export function createServices(db: Db, dependencies: ServiceDependencies) {
  const { cache, tokenSecret, messageChannels } = dependencies;
  // Codes to phones, staff alerts and the morning summary (decision 0038).
  const systemMessages = createSystemMessages({
    channelsOn: messageChannels ?? new Set(),
    staffAlertTo: dependencies.staffAlertTo ?? [],
  });
  const phoneCodes = createPhoneCodes({ db, secret: tokenSecret, messages: systemMessages });
  const catalog = createCatalogService(createCatalogRepository(db), cache);
  const content = createContentService(createContentRepository(db), cache);
  const hasher = createPasswordHasher();
  // One per-account sign-in throttle for clients (by phone) and staff (by e-mail).
  const throttle = createLoginThrottle(db, tokenSecret);
  const ordersInsights = createOrdersInsights(db);
  // The audit log names staff actors, and staff account changes are audited: each asks the other when it runs.
  const staffNames = (ids: number[]) => staff.namesOf(ids);
  const orderReferences = createOrderReferences(db);
  const catalogSubjects = createCatalogAuditSubjects(db);
  const audit = createAuditService(db, staffNames, {
    order: orderReferences.numbersOf,
    product: catalogSubjects.products,
    product_color: catalogSubjects.productColors,
    size: catalogSubjects.sizes,
  });
  const staff = createStaffService({ db, hasher, throttle, tokenKey: accessTokenKey(tokenSecret), audit });
  const stock = createStockService({ db, cache, staffNames });
  const catalogWrites = createCatalogWritesService({ db, cache, audit });
  const contentAdmin = createContentAdmin({ db, cache, audit });
  const accounts = createAccountServices({
    db,
    catalog,
    cache,
    tokenSecret,
    throttle,
    hasher,
    audit,
    phoneCodes,
  });
  const messages = createMessagesService({ db, channelsOn: messageChannels ?? new Set() });
  const customerRecord = createCustomerRecordService({ db, audit, staffNames });
  return {
    catalog,
    /** The one catalogue write path (staff dashboard, imports, the demo seed). */
    catalogWrites,
    /** The storefront's content: slides, features, adverts, the blog, dealers, pages, settings (modules/content). */
    content,
    /** The translation workspace: counts, texts by state, saves through catalogWrites and contentAdmin (issue 18). */
    translations: createTranslationsService({ db, cache, audit, catalogWrites, content: contentAdmin }),
    stock,
    audit,
    /** The storefront's content and settings for the staff app: reads and the one content write path. */
    contentAdmin,
    /** The product sheet out (CSV, XLSX) and in (checked, reported, written through catalogWrites). */
    productImport: createProductImport({ db, cache, audit }),
    /** The staff app's reads of brands, parts, sub-parts and categories. */
    taxonomy: createTaxonomyAdmin(db),
    home: createHomeService({ catalog, content }),
    search: createSearchService({ repository: createSearchRepository(db), catalog, cache }),
    visits: createVisitsService(db),
    ...accounts,
    ...createOrderServices({
      db,
      cache,
      stock,
      cities: accounts.cities,
      staffNames,
      audit,
      messages,
      customers: accounts.clients,
      alerts: systemMessages,
      phoneCodes,
      phoneBlocks: customerRecord.blocksOf,
    }),
    /** Staff notes and tags on customers, and the block list by phone (issue 38). */
    customerRecord,
    /** Customers' messages: the outbox (issue 39). */
    messages,
    /** Codes, staff alerts and the morning summary, through the same outbox (decision 0038). */
    systemMessages,
    /** The staff's live new-order alerts: each instance polls while its staff listen (decision 0038). */
    newOrders: createNewOrdersFeed(db),
    /** The order settings and the phone's code before a new customer's first cash-on-delivery order. */
    phoneConfirmation: createPhoneConfirmation({ db, codes: phoneCodes }),
    staff,
    /** Staff writes that add, under an Idempotency-Key (issue 40). */
    staffIdempotency: createStaffIdempotency(db),
    ordersInsights,
    staffDashboard: createStaffDashboard({
      orders: ordersInsights,
      catalog: createCatalogInsights(db),
    }),
    /** What sitemaps and product feeds list (issue 35). */
    catalogListing: createCatalogListing(db),
    /** The staff catalogue's reads (writes: catalogWrites). */
    staffProducts: createStaffProductsService(db, cache),
    /** The staff order entry screen's reads: products with stock, customers with addresses, fees (issue 38). */
    orderEntry: createOrderEntryLookup({ db, cities: accounts.cities }),
    orderReferences,
  };
}

/** Orders and coupons (issue 10). */
function createOrderServices(deps: {
  db: Db;
  cache: Cache;
  stock: StockService;
  cities: CitiesService;
  staffNames: StaffNames;
  audit: AuditService;
  messages: MessagesService;
  customers: CustomerAccounts;
  alerts: SystemMessages;
  phoneCodes: PhoneCodes;
  phoneBlocks: PhoneBlocks;
}) {
  const coupons = createCouponsService({ db: deps.db, audit: deps.audit });
  const orders = createOrdersService({ ...deps, coupons });
  return {
    coupons,
    orders,
    /** Money at a glance, the order export and bulk moves (issue 38). */
    orderReports: createOrderReports({
      db: deps.db,
      cities: deps.cities,
      orders,
      phoneBlocks: deps.phoneBlocks,
    }),
  };
}

/** Clients, sessions, wishlist, ratings and cities (issue 5). */
function createAccountServices(deps: {
  db: Db;
  catalog: ReturnType<typeof createCatalogService>;
  cache: Cache;
  tokenSecret: string;
  throttle: LoginThrottle;
  hasher: ReturnType<typeof createPasswordHasher>;
  audit: AuditService;
  phoneCodes: PhoneCodes;
}) {
  const { db, catalog, cache, hasher, throttle } = deps;
  const cities = createCitiesService(db, cache, deps.audit);
  const clients = createClientsService({ db, hasher, cities, audit: deps.audit });
  const auth = createAuthService({
    db,
    hasher,
    clients,
    throttle,
    accessTokenKey: accessTokenKey(deps.tokenSecret),
    codes: deps.phoneCodes,
  });
  return {
    auth,
    cities,
    clients,
    favourites: createFavouritesService({ db, catalog }),
    ratings: createRatingsService({ db, catalog, cache }),
  };
}
export type Services = ReturnType<typeof createServices>;
