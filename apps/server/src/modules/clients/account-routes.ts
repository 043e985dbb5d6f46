import type { FastifyInstance } from "fastify";
import { authRoutes } from "#server/modules/auth/auth.routes.ts";
import { citiesRoutes } from "#server/modules/cities/cities.routes.ts";
import { favouritesRoutes } from "#server/modules/favourites/favourites.routes.ts";
import { ratingsRoutes } from "#server/modules/ratings/ratings.routes.ts";
import { clientsRoutes } from "./clients.routes.ts";

/** Every account route under `/api/v1` (issue 5), so that app.ts registers them in one line. */
export async function accountRoutes(api: FastifyInstance) {
  await api.register(authRoutes);
  await api.register(clientsRoutes);
  await api.register(favouritesRoutes);
  await api.register(ratingsRoutes);
}

/** `GET /api/v1/{lang}/cities`: inside the `/:lang` scope. */
export const cityRoutes = citiesRoutes;
