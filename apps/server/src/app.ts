import { existsSync } from "node:fs";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { isLanguage } from "@dukkan/contracts";
import type { Database } from "@dukkan/db";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { backupRoutes } from "./backup/backup.routes.ts";
import type { AppConfig } from "./config.ts";
import { AppError } from "./lib/app-error.ts";
import { type Cache, createCache } from "./lib/cache.ts";
import { createRedisGate, redisOptions } from "./lib/redis-gate.ts";
import { requestIdGenerator } from "./lib/request-id.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { isCountKey } from "./modules/catalog/catalog.service.ts";
import { citiesRoutes } from "./modules/cities/cities.routes.ts";
import { clientsRoutes } from "./modules/clients/clients.routes.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { whatsAppRoutes } from "./modules/content/whats-app.routes.ts";
import { couponsRoutes } from "./modules/coupons/coupons.routes.ts";
import { favouritesRoutes } from "./modules/favourites/favourites.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { mediaRoutes } from "./modules/media/media.routes.ts";
import { type Media, openMedia } from "./modules/media/open-media.ts";
import { createMessageSender } from "./modules/messages/message-sender.ts";
import { type Channel, createProviders } from "./modules/messages/providers.ts";
import { ordersRoutes } from "./modules/orders/orders.routes.ts";
import { phoneConfirmationRoutes } from "./modules/orders/phone-confirmation.routes.ts";
import { ratingsRoutes } from "./modules/ratings/ratings.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { staffRoutes } from "./modules/staff/staff.routes.ts";
import { staffAuditRoutes } from "./modules/staff/staff-audit.routes.ts";
import { staffAuthPlugin } from "./modules/staff/staff-auth.ts";
import { staffContentRoutes } from "./modules/staff/staff-content.routes.ts";
import { staffCustomersRoutes } from "./modules/staff/staff-customers.routes.ts";
import { staffDashboardRoutes } from "./modules/staff/staff-dashboard.routes.ts";
import { staffImportRoutes } from "./modules/staff/staff-import.routes.ts";
import { staffMediaRoutes } from "./modules/staff/staff-media.routes.ts";
import { staffMessagesRoutes } from "./modules/staff/staff-messages.routes.ts";
import { staffOrderEntryRoutes } from "./modules/staff/staff-order-entry.routes.ts";
import { staffOrderEventsRoutes } from "./modules/staff/staff-order-events.routes.ts";
import { staffOrderSettingsRoutes } from "./modules/staff/staff-order-settings.routes.ts";
import { staffOrdersRoutes } from "./modules/staff/staff-orders.routes.ts";
import { staffProductsRoutes } from "./modules/staff/staff-products.routes.ts";
import { staffReportsRoutes } from "./modules/staff/staff-reports.routes.ts";
import { staffReturnsRoutes } from "./modules/staff/staff-returns.routes.ts";
import { staffSetupRoutes } from "./modules/staff/staff-setup.routes.ts";
import { staffShopRoutes } from "./modules/staff/staff-shop.routes.ts";
import { staffStockRoutes } from "./modules/staff/staff-stock.routes.ts";
import { staffTaxonomyRoutes } from "./modules/staff/staff-taxonomy.routes.ts";
import { staffTranslationsRoutes } from "./modules/staff/staff-translations.routes.ts";
import { staffUsersRoutes } from "./modules/staff/staff-users.routes.ts";
import { visitsRoutes } from "./modules/visits/visits.routes.ts";
import { morningSummaryOf } from "./morning-summary.ts";
import { requireApiKey } from "./plugins/api-key.ts";
import { authPlugin } from "./plugins/auth.ts";
import { errorsPlugin, sendNotFound } from "./plugins/errors.ts";
import { httpCachePlugin } from "./plugins/http-cache.ts";
import { jsonBodyPlugin } from "./plugins/json-body.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { createPageCache } from "./plugins/page-cache.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { securityPlugin } from "./plugins/security.ts";
import { staffAppPlugin } from "./plugins/staff-app.ts";
import { storefrontPlugin } from "./plugins/storefront.ts";
import { createServices, type Services } from "./services.ts";

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** `apps/web/build`; the storefront is served only when its server build exists there. */
  webBuildDir?: string | false;
  /** `apps/staff/dist`; the staff app is served under /staff/ only when its build exists there. */
  staffBuildDir?: string | false;
  logger?: boolean;
  /** Where log lines go (standard output by default); tests read them from here. */
  logStream?: { write(line: string): unknown };
}

export const defaultWebBuildDir = path.resolve(import.meta.dirname, "../../web/build");
export const defaultStaffBuildDir = path.resolve(import.meta.dirname, "../../staff/dist");

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    config: AppConfig;
    cache: Cache;
    /** Redis as this instance sees it: "off" without REDIS_URL (issue 40). */
    redisState(): "up" | "down" | "off";
    /** The media store (MEDIA_STORE) and this instance's files of it. */
    media: Media;
  }
}

const tokenCleanupMs = 60 * 60 * 1000;

/** Builds the whole app: tests build exactly this. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Credentials and tokens never reach a log line.
            redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
            serializers: {
              // Paths only: query strings can carry personal data (an order lookup's e-mail or phone).
              // The client's address as TRUST_PROXY resolves it (issue 40).
              req: (request: { method: string; url: string; id: string; ip?: string }) => ({
                method: request.method,
                url: request.url.split("?")[0],
                id: request.id,
                ip: request.ip,
              }),
            },
          },
    // Fastify also takes a hop count, which its types leave out.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // A path Fastify cannot even route (`/media/%`, a bad header) answers our error envelope, not Fastify's own.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).status(400).send({ message: "The request is not valid", code: "bad_request" });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // ioredis is loaded only when configured: the embedded store does not pay its ~1 MB of heap (issue 20).
  // Redis is a helper, never a single point of failure: fast failures and a circuit (lib/redis-gate.ts).
  const redis = config.redisUrl
    ? new (await import("ioredis")).Redis(config.redisUrl, redisOptions)
    : undefined;
  const redisGate = redis && createRedisGate(redis, (message) => app.log.warn(message));
  app.decorate("redisState", () => redisGate?.state() ?? "off");
  app.addHook("onClose", async () => {
    await redis?.quit().catch(() => redis.disconnect());
  });

  // CACHE=off (for measuring the uncached path) still keeps listing totals: counting a large catalogue on
  // every page view is not a path we run in production, and writes invalidate totals like everything else.
  const cache = createCache(redisGate, config.cacheEnabled ? {} : { keep: isCountKey });
  app.addHook("onClose", async () => {
    await cache.close();
  });
  app.decorate("cache", cache);
  const providers = createProviders(config.messaging);
  app.decorate(
    "services",
    createServices(database.db, {
      cache,
      tokenSecret: config.tokenSecret,
      redis,
      messageChannels: new Set(Object.keys(providers) as Channel[]),
      staffAlertTo: config.messaging.staffAlertTo ?? [],
    }),
  );
  // The outbox's sender (issue 39): starts with the app, and its round under way ends before the database closes.
  const messageSender = createMessageSender({
    db: database.db,
    providers,
    config: config.messaging,
    log: app.log,
  });
  app.addHook("onReady", async () => messageSender.start());
  app.addHook("onClose", async () => {
    await messageSender.stop();
    for (const provider of Object.values(providers)) provider.close?.();
  });
  // The owner's morning summary and the staff's live new-order feed (decision 0038).
  const morningSummary = morningSummaryOf(app, database.db, config.messaging);
  app.addHook("onReady", async () => morningSummary.start());
  app.addHook("onClose", async () => {
    await morningSummary.stop();
    app.services.newOrders.stop();
  });
  // Refresh tokens past their expiry (and a day's grace) are of no use: drop them every hour.
  const tokenCleanup = setInterval(() => {
    Promise.all([app.services.auth.deleteExpiredTokens(), app.services.staff.deleteExpired()]).catch(
      (error: unknown) => app.log.error({ err: error }, "token cleanup"),
    );
  }, tokenCleanupMs);
  tokenCleanup.unref();
  app.addHook("onClose", async () => clearInterval(tokenCleanup));
  app.decorate("config", config);
  const media = await openMedia(config);
  app.decorate("media", media);
  app.addHook("onClose", () => media.close());

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, {
    database,
    allow: config.metricsAllow,
    token: config.metricsToken,
  });
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin);
  // Before compression, so that the cache keeps and hashes the plain body.
  await app.register(httpCachePlugin, { cache });
  // API bodies (a page of 48 search results is ~26 KB) are compressed in one call and sent in one write; the
  // default on 2 cores (8 KB) sent them through a zlib stream, several writes each (issue 4, bench search).
  // Pages rendered for one visitor (a cart, a session, a 404) are compressed as they stream. Brotli's default
  // 4 MB window is for files far larger than a page (50–110 KB): with a 256 KB one, the bytes are the same and
  // 50 such streams at once take ~60 MB less (a flood of 404s: 64 → ~110 pages/s, issue 20).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimitPlugin, { redis: redisGate });
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes, { media });
  await app.register(seoRoutes, { robotsEnabled: config.robotsEnabled, publicUrl: config.publicUrl });

  await app.register(
    async (api) => {
      requireApiKey(api, config.apiKey);
      await api.register(visitsRoutes);
      for (const routes of [authRoutes, clientsRoutes, favouritesRoutes, ratingsRoutes])
        await api.register(routes);
      await api.register(whatsAppRoutes);
      await api.register(ordersRoutes);
      await api.register(phoneConfirmationRoutes);
      await api.register(couponsRoutes);
      await api.register(staffRoutes);
      await api.register(staffSetupRoutes, { database });
      await api.register(staffUsersRoutes);
      await api.register(staffDashboardRoutes);
      await api.register(staffOrdersRoutes);
      await api.register(staffOrderEventsRoutes);
      await api.register(staffOrderSettingsRoutes);
      await api.register(staffMessagesRoutes);
      await api.register(staffReportsRoutes);
      await api.register(staffReturnsRoutes);
      await api.register(staffOrderEntryRoutes);
      await api.register(staffShopRoutes);
      await api.register(staffCustomersRoutes);
      await api.register(staffAuditRoutes);
      await api.register(staffStockRoutes);
      await api.register(staffTaxonomyRoutes);
      await api.register(staffContentRoutes);
      await api.register(staffImportRoutes, { media });
      await api.register(staffMediaRoutes, { media });
      await api.register(staffProductsRoutes);
      await api.register(staffTranslationsRoutes);
      await api.register(backupRoutes, { database });
      await api.register(
        async (localized) => {
          localized.addHook("onRequest", async (request) => {
            const { lang } = request.params as { lang?: string };
            if (!isLanguage(lang)) throw new AppError("not_found", `Unknown language "${lang}"`);
          });
          await localized.register(catalogRoutes);
          await localized.register(contentRoutes);
          await localized.register(searchRoutes);
          await localized.register(citiesRoutes);
        },
        { prefix: "/:lang" },
      );
    },
    { prefix: "/api/v1" },
  );
  // Unknown API paths answer JSON, never the storefront's HTML.
  app.all("/api/*", { schema: { hide: true } }, sendNotFound);
  app.setNotFoundHandler(sendNotFound);

  const staffBuildDir = options.staffBuildDir ?? defaultStaffBuildDir;
  if (staffBuildDir && existsSync(path.join(staffBuildDir, "index.html"))) {
    await app.register(staffAppPlugin, { buildDir: staffBuildDir, apiKey: config.apiKey });
  }
  const webBuildDir = options.webBuildDir ?? defaultWebBuildDir;
  if (webBuildDir && existsSync(path.join(webBuildDir, "server/index.js"))) {
    // Whole pages for anonymous visitors, dropped by every write like the read cache (decision 0015).
    const pageCache = config.cacheEnabled ? createPageCache() : undefined;
    if (pageCache) cache.onInvalidate(() => pageCache.clear());
    await app.register(storefrontPlugin, { services: app.services, buildDir: webBuildDir, pageCache });
  }
  return app;
}
