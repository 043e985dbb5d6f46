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
}

export const appContext = createContext<AppContext>();

/** The language resolved by the root middleware (URL prefix, else cookie, else `ar`). */
export const languageContext = createContext<Language>("ar");
