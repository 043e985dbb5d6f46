import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "#server/lib/app-error.ts";
import { isNotModified } from "#server/lib/conditional-get.ts";
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
}
