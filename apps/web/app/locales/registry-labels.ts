import { type ContentPage, contentPageNames, type FooterContentPage } from "@dukkan/contracts/content-kinds";
import type { Language } from "@dukkan/contracts/languages";
import { type OrderStatus, orderStatuses } from "@dukkan/contracts/order-statuses";

/**
 * The storefront's names for what the contracts' registries list (issue 34, decision 0029): an order's statuses,
 * on the order page's timeline and the account's orders, and the content pages' titles, descriptions, empty states
 * and footer links. One typed entry per status or page with every language, so the compiler asks for a new one's
 * strings in each; they reach `t()` under the keys below, merged into each language's strings (merge.ts). Every
 * language's strings ride in the shared chunk with the merge (see decision 0029 for the bytes).
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

type Localized = Record<Language, string>;

/** A content page's strings: `nav` (its footer link) exactly for the pages the contracts' list links. */
export type ContentPageLabels = {
  [P in ContentPage]: {
    title: Localized;
    description: Localized;
    empty?: Localized;
  } & (P extends FooterContentPage ? { nav: Localized } : { nav?: never });
};

export const contentPageLabels: ContentPageLabels = {
  branches: {
    title: {
      ar: "فروعنا",
      en: "Our branches",
      ckb: "لقەکانمان",
      tr: "Şubelerimiz",
      it: "Le nostre filiali",
    },
    description: {
      ar: "فرعا دكان في الكرخ والرصافة ببغداد: العناوين، أرقام الهواتف، أوقات الدوام والخريطة.",
      en: "Dukkan's Karkh and Rusafa showrooms in Baghdad: addresses, phone numbers, opening hours and map.",
      ckb: "پێشانگاکانی دوکان لە کەرخ و ڕوسافەی بەغدا: ناونیشان، ژمارەی تەلەفۆن، کاتەکانی کار و نەخشە.",
      tr: "Dukkan'ın Bağdat'taki Kerh ve Rusafa mağazaları: adresler, telefon numaraları, çalışma saatleri ve harita.",
      it: "Gli showroom Dukkan di Karkh e Rusafa a Baghdad: indirizzi, numeri di telefono, orari e mappa.",
    },
    empty: {
      ar: "لا توجد فروع حالياً",
      en: "No branches at the moment",
      ckb: "لە ئێستادا هیچ لقێک نییە",
      tr: "Şu anda şube yok",
      it: "Nessuna filiale al momento",
    },
    nav: {
      ar: "الفروع",
      en: "Branches",
      ckb: "لقەکان",
      tr: "Şubeler",
      it: "Filiali",
    },
  },
  catalogs: {
    title: {
      ar: "الكتالوجات",
      en: "Catalogues",
      ckb: "کاتالۆگەکان",
      tr: "Kataloglar",
      it: "Cataloghi",
    },
    description: {
      ar: "كتالوجات العلامات التجارية التي يوفّرها دكان، للتصفّح والتنزيل بصيغة PDF.",
      en: "Catalogues of the brands Dukkan carries, to browse and download as PDF.",
      ckb: "کاتالۆگی ئەو براندانەی دوکان دەیفرۆشێت، بۆ بینین و داگرتن وەک PDF.",
      tr: "Dukkan'ın sattığı markaların katalogları; PDF olarak inceleyin ve indirin.",
      it: "I cataloghi dei marchi venduti da Dukkan, da sfogliare e scaricare in PDF.",
    },
    empty: {
      ar: "لا توجد كتالوجات متاحة حالياً",
      en: "No catalogues available at the moment",
      ckb: "لە ئێستادا هیچ کاتالۆگێک بەردەست نییە",
      tr: "Şu anda katalog yok",
      it: "Nessun catalogo disponibile al momento",
    },
    nav: {
      ar: "الكتالوجات",
      en: "Catalogues",
      ckb: "کاتالۆگەکان",
      tr: "Kataloglar",
      it: "Cataloghi",
    },
  },
  rules: {
    title: {
      ar: "الشروط والأحكام",
      en: "Terms and conditions",
      ckb: "مەرج و ڕێساکان",
      tr: "Şartlar ve koşullar",
      it: "Termini e condizioni",
    },
    description: {
      ar: "شروط وأحكام الشراء والإرجاع والضمان في دكان.",
      en: "Dukkan's terms for purchases, returns and warranty.",
      ckb: "مەرجەکانی کڕین و گەڕاندنەوە و گەرەنتی لە دوکان.",
      tr: "Dukkan'ın satın alma, iade ve garanti koşulları.",
      it: "Le condizioni Dukkan per acquisti, resi e garanzia.",
    },
    empty: {
      ar: "لا توجد شروط منشورة حالياً",
      en: "No terms published at the moment",
      ckb: "لە ئێستادا هیچ مەرجێک بڵاو نەکراوەتەوە",
      tr: "Şu anda yayımlanmış koşul yok",
      it: "Nessuna condizione pubblicata al momento",
    },
    nav: {
      ar: "الشروط والأحكام",
      en: "Terms",
      ckb: "مەرج و ڕێساکان",
      tr: "Koşullar",
      it: "Condizioni",
    },
  },
  dealers: {
    title: {
      ar: "الوكلاء",
      en: "Dealers",
      ckb: "بریکارەکان",
      tr: "Bayiler",
      it: "Rivenditori",
    },
    description: {
      ar: "{{name}}: وكلاء دكان المعتمدون في العراق، مع العناوين وأرقام الهواتف والخرائط.",
      en: "{{name}}: Dukkan's authorised dealers in Iraq, with addresses, phone numbers and maps.",
      ckb: "{{name}}: بریکارە فەرمییەکانی دوکان لە عێراق، لەگەڵ ناونیشان و ژمارەی تەلەفۆن و نەخشە.",
      tr: "{{name}}: Dukkan'ın Irak'taki yetkili bayileri; adresler, telefon numaraları ve haritalar.",
      it: "{{name}}: i rivenditori autorizzati Dukkan in Iraq, con indirizzi, numeri di telefono e mappe.",
    },
    empty: {
      ar: "لا يوجد وكلاء حالياً",
      en: "No dealers at the moment",
      ckb: "لە ئێستادا هیچ بریکارێک نییە",
      tr: "Şu anda bayi yok",
      it: "Nessun rivenditore al momento",
    },
  },
  contact: {
    title: {
      ar: "اتصل بنا",
      en: "Contact us",
      ckb: "پەیوەندیمان پێوە بکە",
      tr: "İletişim",
      it: "Contattaci",
    },
    description: {
      ar: "تواصل مع دكان: عناوين المعارض في الكرخ والرصافة، أرقام الهواتف، أوقات الدوام وأرقام واتساب.",
      en: "Contact Dukkan: showroom addresses in Karkh and Rusafa, phone numbers, opening hours and WhatsApp contacts.",
      ckb: "پەیوەندی بە دوکانەوە: ناونیشانی پێشانگاکان لە کەرخ و ڕوسافە، ژمارەی تەلەفۆن، کاتەکانی کار و ژمارەکانی واتسئەپ.",
      tr: "Dukkan ile iletişim: Kerh ve Rusafa mağaza adresleri, telefon numaraları, çalışma saatleri ve WhatsApp numaraları.",
      it: "Contatta Dukkan: indirizzi degli showroom di Karkh e Rusafa, numeri di telefono, orari e contatti WhatsApp.",
    },
  },
};

/** The spec's names of two empty states; any other page's is `<page>_empty`. */
const specEmptyKeys: Partial<Record<ContentPage, string>> = {
  branches: "no_branches",
  dealers: "no_dealers",
};

/** The keys a content page's strings have in `t()`: `faq_title`, `faq_meta_description`, `faq_empty`, `nav_faq`. */
export const contentPageKeys = (page: ContentPage) => ({
  title: `${page}_title`,
  description: `${page}_meta_description`,
  empty: specEmptyKeys[page] ?? `${page}_empty`,
  nav: `nav_${page}`,
});

/** The labels above in `lang`, under the keys the pages ask for (`status_placed`, `rules_title`). */
export function registryStrings(lang: Language): Record<string, string> {
  const pageStrings = contentPageNames.flatMap((page) => {
    const keys = contentPageKeys(page);
    const labels: { [F in keyof typeof keys]?: Localized } = contentPageLabels[page];
    return Object.entries(keys).flatMap(([field, key]) => {
      const text = labels[field as keyof typeof keys]?.[lang];
      return text === undefined ? [] : [[key, text]];
    });
  });
  return Object.fromEntries([
    ...orderStatuses.map((status) => [`status_${status}`, orderStatusLabels[status][lang]]),
    ...pageStrings,
  ]);
}
