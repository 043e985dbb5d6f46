import type { Dealer, DealerType } from "@dukkan/contracts";

/**
 * Spec §2 /DealerDetail/{id or name}: a numeric parameter is a dealer id; anything else is a dealer's
 * name in any language (`typesByLanguage` holds the dealer types as each language names them).
 * Returns the dealer's id, or undefined.
 */
export function findDealerId(param: string, typesByLanguage: DealerType[][]): number | undefined {
  const all = typesByLanguage.flatMap((types) => types.flatMap((type) => type.dealers));
  const key = decodeParam(param).trim();
  if (/^\d+$/.test(key)) return all.find((d) => d.id === Number(key))?.id;
  const wanted = normalize(key);
  return all.find((d) => normalize(d.name) === wanted)?.id;
}

/** The dealer and its type in the lists of one language. */
export function dealerById(
  types: DealerType[],
  id: number,
): { dealer: Dealer; type: DealerType } | undefined {
  for (const type of types) {
    const dealer = type.dealers.find((d) => d.id === id);
    if (dealer) return { dealer, type };
  }
  return undefined;
}

function decodeParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/** Case, spacing and `-`/`_` for spaces do not matter (names in URLs are often slugged). */
function normalize(name: string): string {
  return name
    .normalize("NFC")
    .toLocaleLowerCase("en")
    .replace(/[\s_-]+/g, " ")
    .trim();
}
