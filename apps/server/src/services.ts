import type { Db } from "@dukkan/db";
import { createCatalogRepository } from "./modules/catalog/catalog.repository.ts";
import { createHomeService } from "./modules/catalog/home.service.ts";
import { createVisitsService } from "./modules/visits/visits.service.ts";

/** The service layer: what route handlers and SSR loaders call. */
export function createServices(db: Db) {
  const catalogRepository = createCatalogRepository(db);
  return {
    home: createHomeService(catalogRepository),
    visits: createVisitsService(db),
  };
}
export type Services = ReturnType<typeof createServices>;
