import type { Db } from "@dukkan/db";
import type { Cache } from "./lib/cache.ts";
import { createCatalogRepository } from "./modules/catalog/catalog.repository.ts";
import { createCatalogService } from "./modules/catalog/catalog.service.ts";
import { createHomeService } from "./modules/catalog/home.service.ts";
import { createVisitsService } from "./modules/visits/visits.service.ts";

export interface ServiceDependencies {
  cache: Cache;
}

/** The service layer: what route handlers and SSR loaders call. */
export function createServices(db: Db, { cache }: ServiceDependencies) {
  const catalog = createCatalogService(createCatalogRepository(db), cache);
  return {
    catalog,
    home: createHomeService(catalog),
    visits: createVisitsService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
