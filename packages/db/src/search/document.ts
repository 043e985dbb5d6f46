import type { Localized } from "@dukkan/contracts";
import { normalizeForSearch, searchWordGroups } from "./normalize.ts";

const languages = ["ar", "en", "ckb", "tr", "it"] as const;

/**
 * Separates the names section of a search document. Normalised words hold only letters and digits, so no
 * query word can ever equal or contain it.
 */
export const nameSeparator = "|";

function texts(value: Localized | null | undefined): string[] {
  if (!value) return [];
  return languages.map((lang) => value[lang]).filter((t): t is string => typeof t === "string" && t !== "");
}

/**
 * The search document of a product, normalised (normalizeForSearch): first its distinct names, each between
 * `|` separators (`| name ar | name en | … |`), so that a query can be matched against a whole name or a
 * name's beginning; then the words of its brand, categories and code that the names lack, and each hyphenated
 * word written as one (wall-hung: wallhung), so that a query finds it whole or in parts.
 * Every word of the document is a search term of the server's in-memory index (docs/decisions/0007).
 * Store it in `products.search_document`.
 */
export function productSearchDocument(input: {
  name: Localized;
  code: string;
  brandName?: Localized | null;
  categoryNames?: readonly Localized[];
}): string {
  const names = [...new Set(texts(input.name).map(normalizeForSearch).filter(Boolean))];
  const seen = new Set(names.flatMap((name) => name.split(" ")));
  const rest = [
    ...texts(input.brandName),
    ...(input.categoryNames ?? []).flatMap(texts),
    input.code,
    input.code.replace(/[^\p{L}\p{N}]+/gu, ""),
  ];
  const compounds = [...texts(input.name), ...rest].flatMap((text) =>
    searchWordGroups(text)
      .filter((group) => group.length > 1)
      .map((group) => group.join("")),
  );
  const words: string[] = [];
  for (const word of [...normalizeForSearch(rest.join(" ")).split(" "), ...compounds]) {
    if (word && !seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  const section = names.length > 0 ? `| ${names.join(" | ")} |` : nameSeparator;
  return words.length > 0 ? `${section} ${words.join(" ")}` : section;
}
