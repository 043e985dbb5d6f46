import type { HomePage } from "./catalog.ts";
import type { Language } from "./i18n.ts";

/** Per-request facts every service call takes first. */
export interface RequestContext {
  lang: Language;
  /** Public origin used to make media URLs absolute, e.g. `http://localhost:3000`. */
  origin: string;
  requestId: string;
}

/**
 * The service layer as the storefront's server loaders see it (through React Router's load context),
 * so a page render makes no HTTP round trip to its own process.
 */
export interface StorefrontServices {
  home: { load(ctx: RequestContext): Promise<HomePage> };
}
