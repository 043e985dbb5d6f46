import type { Language } from "@dukkan/contracts";
import ar from "./ar/common.json" with { type: "json" };
import ckb from "./ckb/common.json" with { type: "json" };
import en from "./en/common.json" with { type: "json" };
import it from "./it/common.json" with { type: "json" };
import tr from "./tr/common.json" with { type: "json" };

export type Translations = typeof ar;

/** All locales, server side only: the root loader sends the client just the one it renders. */
export const translations: Record<Language, Translations> = { ar, en, ckb, tr, it };
