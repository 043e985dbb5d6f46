import type { Localized } from "@dukkan/contracts";
import { normalizeForSearch } from "./normalize.ts";

const languages = ["ar", "en", "ckb", "tr", "it"] as const;

function texts(value: Localized | null | undefined): string[] {
  if (!value) return [];
  return languages.map((lang) => value[lang]).filter((t): t is string => typeof t === "string" && t !== "");
}

/**
 * The search document of a product: its name in every language, its brand's name, its categories' names and
 * its code, normalised and de-duplicated word by word. Store it in `products.search_document`.
 */
export function productSearchDocument(input: {
  name: Localized;
  code: string;
  brandName?: Localized | null;
  categoryNames?: readonly Localized[];
}): string {
  const parts = [
    ...texts(input.name),
    ...texts(input.brandName),
    ...(input.categoryNames ?? []).flatMap(texts),
    input.code,
    input.code.replace(/-/g, ""),
  ];
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of normalizeForSearch(parts.join(" ")).split(" ")) {
    if (word && !seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  return words.join(" ");
}
