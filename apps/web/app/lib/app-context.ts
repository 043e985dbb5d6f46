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
}

export const appContext = createContext<AppContext>();

/** The language resolved by the root middleware (URL prefix, else cookie, else `ar`). */
export const languageContext = createContext<Language>("ar");
