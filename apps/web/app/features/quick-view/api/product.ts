import type { ProductDetail } from "@dukkan/contracts";
import { api } from "#app/lib/api-client.ts";
import type { Language } from "#app/lib/language.ts";

/** `GET {lang}/products/{id}`: the product the quick view shows. */
export async function fetchProduct(lang: Language, id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return (await api(`/products/${id}`, { lang, signal })).data;
}
