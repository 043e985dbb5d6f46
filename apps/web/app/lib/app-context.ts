import type { Language, StorefrontServices } from "@dukkan/contracts";
import { createContext } from "react-router";

/** What the server host puts into React Router's load context for every request. */
export interface AppContext {
  services: StorefrontServices;
  /** Public origin, e.g. `http://localhost:3000`. */
  origin: string;
  requestId: string;
  /** CSP nonce for the scripts of this response. */
  nonce: string;
  /** Each language's strings as a client script (`/assets/translations-ar-<hash>.js`), for the head's preload. */
  translationScripts: Partial<Record<Language, string>>;
  /**
   * The host keeps the whole body before sending it (the page cache): render everything before the first byte, so
   * that every Suspense boundary goes out in place, with no segment for an inline script to move (decision 0039).
   */
  wholeDocument?: boolean;
}

export const appContext = createContext<AppContext>();

/** The language resolved by the root middleware (URL prefix, else cookie, else `ar`). */
export const languageContext = createContext<Language>("ar");
