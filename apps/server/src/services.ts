import type { Db } from "@dukkan/db";
import type { Redis } from "ioredis";
import type { Cache } from "./lib/cache.ts";
import { accessTokenKey } from "./modules/auth/access-token.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createMemoryLoginThrottle, createRedisLoginThrottle } from "./modules/auth/login-throttle.ts";
import { createPasswordHasher } from "./modules/auth/password-hasher.ts";
import { createCatalogRepository } from "./modules/catalog/catalog.repository.ts";
import { createCatalogService } from "./modules/catalog/catalog.service.ts";
import { createHomeService } from "./modules/catalog/home.service.ts";
import { createCitiesService } from "./modules/cities/cities.service.ts";
import { createClientsService } from "./modules/clients/clients.service.ts";
import { createFavouritesService } from "./modules/favourites/favourites.service.ts";
import { createRatingsService } from "./modules/ratings/ratings.service.ts";
import { createSearchRepository } from "./modules/search/search.repository.ts";
import { createSearchService } from "./modules/search/search.service.ts";
import { createVisitsService } from "./modules/visits/visits.service.ts";

export interface ServiceDependencies {
  cache: Cache;
  /** Signs access tokens (accounts). */
  tokenSecret: string;
  /** Shares the per-phone login throttle between instances when set. */
  redis?: Redis | undefined;
}

/** The service layer: what route handlers and SSR loaders call. */
export function createServices(db: Db, { cache, tokenSecret, redis }: ServiceDependencies) {
  const catalog = createCatalogService(createCatalogRepository(db), cache);
  const accounts = createAccountServices({ db, catalog, cache, tokenSecret, redis });
  return {
    catalog,
    home: createHomeService(catalog),
    search: createSearchService({ repository: createSearchRepository(db), catalog, cache }),
    visits: createVisitsService(db),
    ...accounts,
  };
}

/** Clients, sessions, wishlist, ratings and cities (issue 5). */
function createAccountServices(deps: {
  db: Db;
  catalog: ReturnType<typeof createCatalogService>;
  cache: Cache;
  tokenSecret: string;
  redis?: Redis | undefined;
}) {
  const { db, catalog, cache } = deps;
  const hasher = createPasswordHasher();
  const cities = createCitiesService(db);
  const clients = createClientsService({ db, hasher, cities });
  const throttle = deps.redis ? createRedisLoginThrottle(deps.redis) : createMemoryLoginThrottle();
  const auth = createAuthService({
    db,
    hasher,
    clients,
    throttle,
    accessTokenKey: accessTokenKey(deps.tokenSecret),
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
