import { readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { StorefrontServices } from "@dukkan/contracts";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { isNotModified } from "#server/lib/conditional-get.ts";
import { hashedAssets, precompressedCopies } from "#server/lib/precompressed.ts";
import {
  type CachedPage,
  encodedAs,
  isKept,
  NONCE_PLACEHOLDER,
  type PageCache,
  pageCacheKey,
  pickEncoding,
  withNonce,
} from "./page-cache.ts";
import { contentSecurityPolicy } from "./security.ts";

export interface StorefrontPluginOptions {
  services: StorefrontServices;
  /** Absolute path of `apps/web/build` (holds `server/index.js` and `client/`). */
  buildDir: string;
  /** Fixed public origin; when unset it comes from each request. */
  origin?: string;
  /** Whole pages for anonymous visitors (docs/decisions/0015); none when the read cache is off. */
  pageCache?: PageCache;
}

/** What `apps/web/app/lib/app-context.ts` declares; the key itself comes from the build. */
interface AppContextValue {
  services: StorefrontServices;
  origin: string;
  requestId: string;
  nonce: string;
  translationScripts: Record<string, string>;
  wholeDocument?: boolean;
}

/**
 * Each language's strings in the client build (`assets/translations-<lang>-<hash>.js`, named so by
 * apps/web/vite.config.ts), by language: the page preloads its own, which it needs before it hydrates.
 */
export function findTranslationScripts(clientDir: string): Record<string, string> {
  const scripts: Record<string, string> = {};
  for (const file of readdirSync(path.join(clientDir, "assets"))) {
    const language = /^translations-(\w+)-[\w-]+\.js$/.exec(file)?.[1];
    if (language) scripts[language] = `/assets/${file}`;
  }
  return scripts;
}

const SHORT = "public, max-age=600";
/**
 * A page the same for every visitor with its URL and language cookie (the page cache keeps it): a proxy or CDN
 * may keep it one minute, then serve it for four more while it asks again, so a staff change reaches every
 * visitor within five minutes (docs/decisions/0027). Vary names the cookie: a visitor with a session or a cart
 * has a different Cookie header, so never gets another's copy, and their own page is private anyway.
 */
export const SHARED_PAGE = "public, max-age=60, stale-while-revalidate=240";
/** A page rendered for one visitor (a session, a cart, another cookie, an error): theirs alone. */
export const PRIVATE_PAGE = "private, no-cache";
const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The storefront host: hashed client assets with long caching, and every other request rendered by
 * React Router on the server. Encapsulated on purpose: its catch-all body parser and routes stay here.
 * Registered after `/api/*` and `/media/*`, which keep their own, more specific routes.
 */
export async function storefrontPlugin(instance: FastifyInstance, options: StorefrontPluginOptions) {
  const build = (await import(
    pathToFileURL(path.join(options.buildDir, "server/index.js")).href
  )) as ServerBuild;
  const appContext = (build.entry.module as unknown as { appContext?: RouterContext<AppContextValue> })
    .appContext;
  if (!appContext) throw new Error("The web server build does not export appContext from entry.server");
  const handle = createRequestHandler(build, "production");
  const translationScripts = findTranslationScripts(path.join(options.buildDir, "client"));

  const clientDir = path.join(options.buildDir, "client");
  // The build's hashed assets behind one route. A hashed name that is not on disk (a page older than the running
  // release) is a plain 404, not a rendered page.
  await instance.register(fastifyStatic, hashedAssets(path.join(clientDir, "assets"), "/assets/"));
  // The public files at the root (icons, flags): one route per file found now, so that any other path falls
  // through to the React Router catch-all and its not-found page.
  await instance.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    globIgnore: ["assets/**", ...precompressedCopies],
    setHeaders(reply) {
      reply.header("Cache-Control", SHORT);
    },
  });

  // Browsers and crawlers ask for /favicon.ico whatever the page declares (a JSON or PDF tab, bookmarks): point
  // them at the one icon instead of rendering a not-found page for it.
  instance.get("/favicon.ico", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("Cache-Control", SHORT).redirect("/favicon.svg", 301),
  );

  // React Router reads the body itself (forms, actions): hand it the raw stream, unparsed.
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser("*", (_request, _payload, done) => done(null));

  instance.route({
    method: [...methods],
    url: "*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const origin = options.origin ?? `${request.protocol}://${request.host}`;
      // `whole`: the page cache reads the whole body before sending it, so the render need not stream (decision 0039).
      const render = async (nonce: string, signal?: AbortSignal, whole = false) => {
        const context = new RouterContextProvider();
        context.set(appContext, {
          services: options.services,
          origin,
          requestId: String(request.id),
          nonce,
          translationScripts,
          wholeDocument: whole,
        });
        return handle(toWebRequest(request, origin, signal), context);
      };
      const nonce = reply.cspNonce?.script ?? "";
      const key = options.pageCache
        ? pageCacheKey({ method: request.method, url: request.url, origin, cookie: request.headers.cookie })
        : undefined;
      if (!options.pageCache || key === undefined) {
        const response = await render(nonce, abortOnClose(reply));
        if (!response.headers.has("cache-control")) reply.header("cache-control", PRIVATE_PAGE);
        return reply.send(response);
      }

      // Rendered without this visitor's abort signal: others may be waiting for the same render.
      const { page, status } = await options.pageCache.get(key, async () =>
        toCachedPage(await render(NONCE_PLACEHOLDER, undefined, true)),
      );
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.status(page.status).header("x-page-cache", status);
      if (!isKept(page)) {
        if (!page.headers.some(([name]) => name === "cache-control"))
          reply.header("cache-control", PRIVATE_PAGE);
        return reply.send(withNonce(page, nonce));
      }
      // The same bytes for everyone with this key: compressed once, scripts allowed by their hashes.
      const encoding = pickEncoding(request.headers["accept-encoding"]);
      reply
        .header("content-security-policy", contentSecurityPolicy(page.scriptSources))
        .header("cache-control", SHARED_PAGE)
        .header("vary", "accept-encoding, cookie");
      if (isNotModified(request, reply, { etag: page.etag, lastModified: new Date(page.renderedAt) }))
        return reply.status(304).send();
      if (encoding) reply.header("content-encoding", encoding);
      return reply.send(encodedAs(page, encoding));
    },
  });
}

async function toCachedPage(response: Response): Promise<CachedPage> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "content-length" && name !== "set-cookie") headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  return { status: response.status, headers, body: await response.text() };
}

/** Aborts when the client goes away before the response is done; the request's own `close` fires as soon
 * as its body is read, so it says nothing about the client. */
function abortOnClose(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function toWebRequest(request: FastifyRequest, origin: string, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }

  const method = request.method.toUpperCase();
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method,
    headers,
    ...(signal ? { signal } : {}),
    ...(hasBody
      ? { body: Readable.toWeb(request.raw) as unknown as ReadableStream<Uint8Array>, duplex: "half" }
      : {}),
  } as RequestInit);
}
