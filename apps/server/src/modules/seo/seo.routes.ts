import path from "node:path";
import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { isLanguage, type Language, localize } from "@dukkan/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "#server/lib/app-error.ts";
import { isNotModified } from "#server/lib/conditional-get.ts";
import { createFeedCache } from "./feed-cache.ts";
import { feedItem, GOOGLE_FEED_CLOSE, googleFeedOpen, googleItem, metaHeader, metaRow } from "./feeds.ts";
import { robotsTxt } from "./robots.ts";
import {
  type SitemapFile,
  sitemapEtag,
  sitemapFiles,
  sitemapIndex,
  sitemapKinds,
  sitemapXml,
} from "./sitemaps.ts";

/** Crawlers come back daily at most; a proxy may keep a sitemap an hour (a day while the server is down). */
const SITEMAP_CACHE = "public, max-age=3600, stale-while-revalidate=86400";
const SUMMARY_SECONDS = 3600;
/** Merchant Center and Meta fetch feeds on a schedule (daily at most): a proxy may keep one an hour. */
const FEED_CACHE = "public, max-age=3600";

export interface SeoRoutesOptions {
  /** ROBOTS=off (a staging server): robots.txt disallows everything. */
  robotsEnabled: boolean;
  /** The shop's fixed public origin (PUBLIC_URL), else each request's. */
  publicUrl: string | undefined;
}

const fileName = new RegExp(`^(${sitemapKinds.join("|")})-([1-9]\\d{0,5})\\.xml$`);

/** robots.txt and the sitemaps (issue 35, docs/decisions/0027). */
export async function seoRoutes(app: FastifyInstance, options: SeoRoutesOptions) {
  const listing = app.services.catalogListing;
  const originOf = (request: FastifyRequest) => options.publicUrl ?? `${request.protocol}://${request.host}`;
  // What the index lists, kept like any read (every write drops it): a request for one file needs no count.
  const files = () => app.cache.wrap("seo:sitemap-files", SUMMARY_SECONDS, () => sitemapFiles(listing));

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robotsTxt(originOf(request), options.robotsEnabled)),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const all = await files();
    reply.type("application/xml; charset=utf-8").header("cache-control", SITEMAP_CACHE);
    const lastModified = all.length ? new Date(Math.max(...all.map((file) => file.lastmod))) : undefined;
    if (isNotModified(request, reply, { etag: sitemapEtag(origin, all), lastModified }))
      return reply.status(304).send();
    return reply.send(sitemapIndex(origin, all));
  });

  app.get("/sitemaps/:name", { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const [, kind, n] = fileName.exec((request.params as { name: string }).name) ?? [];
    const file: SitemapFile | undefined = (await files()).find(
      (candidate) => candidate.kind === kind && candidate.n === Number(n),
    );
    if (!file) throw notFound("No such sitemap");
    reply.type("application/xml; charset=utf-8").header("cache-control", SITEMAP_CACHE);
    if (
      isNotModified(request, reply, { etag: sitemapEtag(origin, file), lastModified: new Date(file.lastmod) })
    )
      return reply.status(304).send();
    return reply.send(Readable.from(sitemapXml(listing, origin, file)));
  });

  // Product feeds (Google Merchant Center, Meta catalogues): off until staff switch them on in the settings.
  const feedCache = createFeedCache(path.join(app.config.dataDir, "feed-cache"));
  const feedSetting = () =>
    app.cache.wrap(
      "seo:feed-setting",
      SUMMARY_SECONDS,
      async () => (await app.services.contentAdmin.settings()).product_feeds,
    );

  async function feedRequest(request: FastifyRequest, reply: FastifyReply, format: string) {
    const { lang = "ar" } = request.query as { lang?: string };
    if (!isLanguage(lang)) throw new AppError("validation_failed", `Unknown language "${lang}"`);
    const setting = await feedSetting();
    if (!setting.shown) throw notFound("The product feeds are switched off in the shop's settings");
    const origin = originOf(request);
    reply.header("cache-control", FEED_CACHE);
    // The feed changes when a listed product (or its sizes) or the setting does.
    const etag = sitemapEtag(origin, { format, lang, files: await files(), setting });
    const modified = isNotModified(request, reply, { etag });
    return { lang: lang as Language, origin, excluded: new Set(setting.excluded_codes), modified, etag };
  }

  /** A feed's text from the cache's gzip bytes: as they are to a client that takes gzip, else inflated. */
  async function sendFeed(
    request: FastifyRequest,
    reply: FastifyReply,
    feed: { lang: Language; etag: string },
    format: string,
    produce: () => AsyncIterable<string>,
  ) {
    const gzipped = await feedCache.gzipped(`${format}-${feed.lang}`, feed.etag, produce);
    reply.header("vary", "accept-encoding");
    if (/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) {
      return reply.header("content-encoding", "gzip").send(gzipped);
    }
    return reply.send(gzipped.pipe(createGunzip()));
  }

  async function* feedItems(
    lang: Language,
    origin: string,
    excluded: Set<string>,
    image: (url: string) => string,
  ) {
    for await (const variant of listing.feedVariants()) {
      if (!excluded.has(variant.code)) yield feedItem(variant, { lang, origin, image });
    }
  }

  app.get("/feeds/google-merchant.xml", { schema: { hide: true } }, async (request, reply) => {
    const feed = await feedRequest(request, reply, "google");
    reply.type("application/xml; charset=utf-8");
    if (feed.modified) return reply.status(304).send();
    const description = localize((await app.services.contentAdmin.settings()).description.text, feed.lang);
    async function* xml() {
      yield googleFeedOpen({ title: feed.origin, link: `${feed.origin}/${feed.lang}`, description });
      for await (const item of feedItems(feed.lang, feed.origin, feed.excluded, withQuery("w=1200")))
        yield googleItem(item);
      yield GOOGLE_FEED_CLOSE;
    }
    return sendFeed(request, reply, feed, "google", xml);
  });

  app.get("/feeds/meta-catalogue.csv", { schema: { hide: true } }, async (request, reply) => {
    const feed = await feedRequest(request, reply, "meta");
    reply.type("text/csv; charset=utf-8");
    if (feed.modified) return reply.status(304).send();
    async function* csv() {
      yield metaHeader();
      for await (const item of feedItems(feed.lang, feed.origin, feed.excluded, withQuery("share=1")))
        yield metaRow(item);
    }
    return sendFeed(request, reply, feed, "meta", csv);
  });
}

/** Services fetch our images as raster: a stored image gets its variant's query; an outside URL stays. */
const withQuery = (query: string) => (url: string) =>
  /\/media\/[^?#]+\.(svg|png|jpe?g|webp|gif|avif)$/i.test(url) ? `${url}?${query}` : url;
