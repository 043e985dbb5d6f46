import type { Language } from "@dukkan/contracts/languages";
import { type OrderStatus, orderStatuses } from "@dukkan/contracts/order-statuses";

/**
 * The storefront's names for what the contracts' registries list (issue 34, decision 0029): an order's statuses,
 * on the order page's timeline and the account's orders. One typed entry per status with every language, so the
 * compiler asks for a new status's name in each; they reach `t()` as `status_<s>`, merged into each language's
 * strings (merge.ts). Every language's names ride in the shared chunk with the merge (~0.5 KB compressed).
 */
export const orderStatusLabels: Record<OrderStatus, Record<Language, string>> = {
  draft: {
    ar: "مسودة",
    en: "Draft",
    ckb: "ڕەشنووس",
    tr: "Taslak",
    it: "Bozza",
  },
  placed: {
    ar: "تم استلام الطلب",
    en: "Order placed",
    ckb: "داواکاری وەرگیرا",
    tr: "Sipariş alındı",
    it: "Ordine ricevuto",
  },
  confirmed: {
    ar: "تم التأكيد",
    en: "Confirmed",
    ckb: "پشتڕاستکرایەوە",
    tr: "Onaylandı",
    it: "Confermato",
  },
  preparing: {
    ar: "قيد التجهيز",
    en: "Being prepared",
    ckb: "ئامادە دەکرێت",
    tr: "Hazırlanıyor",
    it: "In preparazione",
  },
  with_courier: {
    ar: "مع المندوب",
    en: "With the courier",
    ckb: "لای گەیەنەرە",
    tr: "Kuryede",
    it: "Affidato al corriere",
  },
  delivered: {
    ar: "تم التوصيل",
    en: "Delivered",
    ckb: "گەیەندرا",
    tr: "Teslim edildi",
    it: "Consegnato",
  },
  cancelled: {
    ar: "أُلغي",
    en: "Cancelled",
    ckb: "هەڵوەشایەوە",
    tr: "İptal edildi",
    it: "Annullato",
  },
  returned: {
    ar: "أُعيد",
    en: "Returned",
    ckb: "گەڕێندرایەوە",
    tr: "İade edildi",
    it: "Reso",
  },
};

/** The labels above in `lang`, under the keys the pages ask for (`status_placed`). */
export function registryStrings(lang: Language): Record<string, string> {
  return Object.fromEntries(
    orderStatuses.map((status) => [`status_${status}`, orderStatusLabels[status][lang]]),
  );
}
