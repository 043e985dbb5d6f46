import { stockQuantitySchema } from "@dukkan/contracts/catalog-admin";
import { westernDigits } from "@dukkan/contracts/money";

/**
 * A new size's opening stock as typed: any digits the keyboard gives (٥, ۵, 5) and thousands separators; null
 * when it is not a whole number of pieces the shop may hold, so that the field says so instead of saving 0.
 */
export function parseOpeningStock(text: string): number | null {
  const plain = westernDigits(text).replace(/[\s\u066c,]/g, "");
  if (!/^\d{1,7}$/.test(plain)) return null;
  const count = Number(plain);
  return stockQuantitySchema.safeParse(count).success ? count : null;
}
