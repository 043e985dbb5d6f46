import { z } from "zod";
import { languages } from "./languages.ts";

export * from "./languages.ts";

export const languageSchema = z.enum(languages);

export const localizedSchema = z.object({
  ar: z.string().min(1),
  en: z.string().optional(),
  ckb: z.string().optional(),
  tr: z.string().optional(),
  it: z.string().optional(),
});
