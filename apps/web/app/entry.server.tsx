import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "#app/lib/app-context.ts";
import { documentRewriter } from "#app/lib/head-priorities.server.ts";
import { ServerTranslationsContext } from "#app/lib/i18n.tsx";
import { translations } from "#app/locales/index.server.ts";

// The host reads the context key from `build.entry.module.appContext`: the same object the routes use.
export { appContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { nonce, wholeDocument } = loadContext.get(appContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once, and so does the page cache, which sends nothing before the end
    // anyway; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      wholeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerTranslationsContext.Provider value={translations}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ServerTranslationsContext.Provider>,
      {
        nonce,
        // Sections already rendered go out in place, in document order: React's default (12,800 bytes) moved the
        // home page's sections behind the first 12 KB out of place, as hidden segments that inline scripts put back
        // (decision 0039). Only content that is really waited for (a deferred loader value) streams after.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(documentRewriter()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready are logged by React Router's document handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
