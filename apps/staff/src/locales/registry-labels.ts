import { type ContentKind, contentKindRegistry, contentKinds } from "@dukkan/contracts/content-kinds";
import type { Language } from "@dukkan/contracts/languages";
import { type OrderStatus, orderStatuses } from "@dukkan/contracts/order-statuses";

/**
 * The staff app's names for what the contracts' registries list (issue 34, decision 0029): order statuses and the
 * moves to them, content kinds. One file with every language rather than one key in each language's JSON, so a
 * new status or kind is one entry here, and the compiler asks for it (and for each language). They reach the
 * screens as the usual `t()` keys (`registryStrings`, merged into each language's strings by lib/i18n.tsx), and
 * the locale test sees them with the JSON files.
 */

/** One text in each language. */
export type Label = Record<Language, string>;

export interface OrderStatusLabels {
  /** `order_status.<s>`: the status in lists, badges, the order's history and the audit log. */
  name: Label;
  /** `order.to_<s>`: the button that moves an order to it; null for a status no move leads to. */
  moveTo: Label | null;
}

export const orderStatusLabels: Record<OrderStatus, OrderStatusLabels> = {
  draft: {
    name: {
      ar: "مسودة",
      en: "Draft",
      ckb: "ڕەشنووس",
      tr: "Taslak",
      it: "Bozza",
    },
    moveTo: null,
  },
  placed: {
    name: {
      ar: "جديد",
      en: "New",
      ckb: "نوێ",
      tr: "Yeni",
      it: "Nuovo",
    },
    moveTo: null,
  },
  confirmed: {
    name: {
      ar: "مؤكَّد",
      en: "Confirmed",
      ckb: "پشتڕاستکراوە",
      tr: "Onaylandı",
      it: "Confermato",
    },
    moveTo: {
      ar: "تأكيد",
      en: "Confirm",
      ckb: "پشتڕاستکردنەوە",
      tr: "Onayla",
      it: "Conferma",
    },
  },
  preparing: {
    name: {
      ar: "قيد التجهيز",
      en: "Preparing",
      ckb: "ئامادە دەکرێت",
      tr: "Hazırlanıyor",
      it: "In preparazione",
    },
    moveTo: {
      ar: "بدء التجهيز",
      en: "Start preparing",
      ckb: "دەستپێکردنی ئامادەکردن",
      tr: "Hazırlamaya başla",
      it: "Inizia la preparazione",
    },
  },
  with_courier: {
    name: {
      ar: "مع المندوب",
      en: "With courier",
      ckb: "لای گەیەنەر",
      tr: "Kuryede",
      it: "Al corriere",
    },
    moveTo: {
      ar: "تسليم للمندوب",
      en: "Hand to courier",
      ckb: "پێدان بە گەیەنەر",
      tr: "Kuryeye ver",
      it: "Affida al corriere",
    },
  },
  delivered: {
    name: {
      ar: "مُسلَّم",
      en: "Delivered",
      ckb: "گەیەندرا",
      tr: "Teslim edildi",
      it: "Consegnato",
    },
    moveTo: {
      ar: "تم التسليم",
      en: "Delivered",
      ckb: "گەیەندرا",
      tr: "Teslim edildi",
      it: "Consegnato",
    },
  },
  cancelled: {
    name: {
      ar: "ملغى",
      en: "Cancelled",
      ckb: "هەڵوەشێنرایەوە",
      tr: "İptal edildi",
      it: "Annullato",
    },
    moveTo: {
      ar: "إلغاء الطلب",
      en: "Cancel the order",
      ckb: "هەڵوەشاندنەوەی داواکاری",
      tr: "Siparişi iptal et",
      it: "Annulla l'ordine",
    },
  },
  returned: {
    name: {
      ar: "مُعاد",
      en: "Returned",
      ckb: "گەڕێندراوە",
      tr: "İade",
      it: "Reso",
    },
    moveTo: {
      ar: "رُفض عند الباب",
      en: "Refused at the door",
      ckb: "لە بەردەم دەرگا ڕەتکرایەوە",
      tr: "Kapıda reddedildi",
      it: "Rifiutato alla consegna",
    },
  },
};

type Registry = typeof contentKindRegistry;

/** A kind's labels; `workspace` only for a kind whose texts the translation workspace lists. */
export type ContentKindLabels<K extends ContentKind> = {
  /** `content.kind_<kind>`: its tab and list. */
  kind: Label;
  /** `content.new_<kind>`: the form for a new row. */
  new: Label;
  /** `audit.entity_<entity>`: one row, in the audit log. */
  audit: Label;
} & (Registry[K]["workspaceTexts"] extends readonly []
  ? unknown
  : { /** `translations.entity_<entity>` */ workspace: Label });

export const contentKindLabels: { [K in ContentKind]: ContentKindLabels<K> } = {
  slides: {
    kind: {
      ar: "شرائح الواجهة",
      en: "Home slides",
      ckb: "سلایدەکانی سەرەکی",
      tr: "Ana sayfa slaytları",
      it: "Slide della home",
    },
    new: {
      ar: "شريحة جديدة",
      en: "New slide",
      ckb: "سلایدی نوێ",
      tr: "Yeni slayt",
      it: "Nuova slide",
    },
    audit: {
      ar: "شريحة الصفحة الرئيسية",
      en: "Home slide",
      ckb: "سلایدی سەرەکی",
      tr: "Ana sayfa slaytı",
      it: "Slide della home",
    },
    workspace: {
      ar: "شرائح الصفحة الرئيسية",
      en: "Home slides",
      ckb: "سلایدەکانی سەرەکی",
      tr: "Ana sayfa slaytları",
      it: "Slide della home",
    },
  },
  adverts: {
    kind: {
      ar: "الإعلانات",
      en: "Adverts",
      ckb: "ڕیکلامەکان",
      tr: "Reklamlar",
      it: "Pubblicità",
    },
    new: {
      ar: "إعلان جديد",
      en: "New advert",
      ckb: "ڕیکلامی نوێ",
      tr: "Yeni reklam",
      it: "Nuova pubblicità",
    },
    audit: {
      ar: "إعلان",
      en: "Advert",
      ckb: "ڕیکلام",
      tr: "Reklam",
      it: "Pubblicità",
    },
    workspace: {
      ar: "الإعلانات",
      en: "Adverts",
      ckb: "ڕیکلامەکان",
      tr: "Reklamlar",
      it: "Pubblicità",
    },
  },
  features: {
    kind: {
      ar: "المزايا",
      en: "Features strip",
      ckb: "تایبەتمەندییەکان",
      tr: "Özellikler şeridi",
      it: "Punti di forza",
    },
    new: {
      ar: "ميزة جديدة",
      en: "New feature",
      ckb: "تایبەتمەندیی نوێ",
      tr: "Yeni özellik",
      it: "Nuovo punto di forza",
    },
    audit: {
      ar: "ميزة",
      en: "Feature",
      ckb: "تایبەتمەندی",
      tr: "Özellik",
      it: "Caratteristica",
    },
    workspace: {
      ar: "المزايا",
      en: "Features",
      ckb: "تایبەتمەندییەکان",
      tr: "Özellikler",
      it: "Caratteristiche",
    },
  },
  blogs: {
    kind: {
      ar: "المقالات",
      en: "Blog posts",
      ckb: "بابەتەکانی بلۆگ",
      tr: "Blog yazıları",
      it: "Articoli del blog",
    },
    new: {
      ar: "مقال جديد",
      en: "New post",
      ckb: "بابەتی نوێ",
      tr: "Yeni yazı",
      it: "Nuovo articolo",
    },
    audit: {
      ar: "تدوينة",
      en: "Blog post",
      ckb: "بابەتی بلۆگ",
      tr: "Blog yazısı",
      it: "Articolo del blog",
    },
    workspace: {
      ar: "المدونة",
      en: "Blog posts",
      ckb: "بابەتەکانی بلۆگ",
      tr: "Blog yazıları",
      it: "Articoli del blog",
    },
  },
  "blog-categories": {
    kind: {
      ar: "تصنيفات المدونة",
      en: "Blog categories",
      ckb: "پۆلەکانی بلۆگ",
      tr: "Blog kategorileri",
      it: "Categorie del blog",
    },
    new: {
      ar: "تصنيف جديد",
      en: "New blog category",
      ckb: "پۆلی نوێ",
      tr: "Yeni blog kategorisi",
      it: "Nuova categoria",
    },
    audit: {
      ar: "تصنيف المدونة",
      en: "Blog category",
      ckb: "پۆلی بلۆگ",
      tr: "Blog kategorisi",
      it: "Categoria del blog",
    },
    workspace: {
      ar: "تصنيفات المدونة",
      en: "Blog categories",
      ckb: "پۆلەکانی بلۆگ",
      tr: "Blog kategorileri",
      it: "Categorie del blog",
    },
  },
  branches: {
    kind: {
      ar: "الفروع",
      en: "Branches",
      ckb: "لقەکان",
      tr: "Şubeler",
      it: "Filiali",
    },
    new: {
      ar: "فرع جديد",
      en: "New branch",
      ckb: "لقی نوێ",
      tr: "Yeni şube",
      it: "Nuova filiale",
    },
    audit: {
      ar: "فرع",
      en: "Branch",
      ckb: "لق",
      tr: "Şube",
      it: "Filiale",
    },
    workspace: {
      ar: "الفروع",
      en: "Branches",
      ckb: "لقەکان",
      tr: "Şubeler",
      it: "Filiali",
    },
  },
  dealers: {
    kind: {
      ar: "الوكلاء",
      en: "Dealers",
      ckb: "بریکارەکان",
      tr: "Bayiler",
      it: "Rivenditori",
    },
    new: {
      ar: "وكيل جديد",
      en: "New dealer",
      ckb: "بریکاری نوێ",
      tr: "Yeni bayi",
      it: "Nuovo rivenditore",
    },
    audit: {
      ar: "وكيل",
      en: "Dealer",
      ckb: "بریکار",
      tr: "Bayi",
      it: "Rivenditore",
    },
    workspace: {
      ar: "الوكلاء",
      en: "Dealers",
      ckb: "بریکارەکان",
      tr: "Bayiler",
      it: "Rivenditori",
    },
  },
  "dealer-types": {
    kind: {
      ar: "أنواع الوكلاء",
      en: "Dealer types",
      ckb: "جۆرەکانی بریکار",
      tr: "Bayi türleri",
      it: "Tipi di rivenditore",
    },
    new: {
      ar: "نوع وكلاء جديد",
      en: "New dealer type",
      ckb: "جۆری بریکاری نوێ",
      tr: "Yeni bayi türü",
      it: "Nuovo tipo di rivenditore",
    },
    audit: {
      ar: "نوع الوكلاء",
      en: "Dealer type",
      ckb: "جۆری بریکار",
      tr: "Bayi türü",
      it: "Tipo di rivenditore",
    },
    workspace: {
      ar: "أنواع الوكلاء",
      en: "Dealer types",
      ckb: "جۆرەکانی بریکار",
      tr: "Bayi türleri",
      it: "Tipi di rivenditore",
    },
  },
  rules: {
    kind: {
      ar: "صفحة الشروط",
      en: "Terms page",
      ckb: "پەڕەی مەرجەکان",
      tr: "Koşullar sayfası",
      it: "Pagina dei termini",
    },
    new: {
      ar: "صفحة شروط جديدة",
      en: "New terms page",
      ckb: "پەڕەی مەرجی نوێ",
      tr: "Yeni koşullar sayfası",
      it: "Nuova pagina dei termini",
    },
    audit: {
      ar: "صفحة الشروط",
      en: "Terms page",
      ckb: "پەڕەی مەرجەکان",
      tr: "Koşullar sayfası",
      it: "Pagina dei termini",
    },
    workspace: {
      ar: "صفحة الشروط",
      en: "Terms page",
      ckb: "پەڕەی مەرجەکان",
      tr: "Koşullar sayfası",
      it: "Pagina dei termini",
    },
  },
  "whatsapp-contacts": {
    kind: {
      ar: "جهات واتساب",
      en: "WhatsApp contacts",
      ckb: "پەیوەندییەکانی واتسئاپ",
      tr: "WhatsApp kişileri",
      it: "Contatti WhatsApp",
    },
    new: {
      ar: "جهة واتساب جديدة",
      en: "New WhatsApp contact",
      ckb: "پەیوەندیی واتسئاپی نوێ",
      tr: "Yeni WhatsApp kişisi",
      it: "Nuovo contatto WhatsApp",
    },
    audit: {
      ar: "جهة اتصال واتساب",
      en: "WhatsApp contact",
      ckb: "پەیوەندیی واتسئاپ",
      tr: "WhatsApp kişisi",
      it: "Contatto WhatsApp",
    },
    workspace: {
      ar: "جهات واتساب",
      en: "WhatsApp contacts",
      ckb: "پەیوەندییەکانی واتسئاپ",
      tr: "WhatsApp kişileri",
      it: "Contatti WhatsApp",
    },
  },
};

/** The key of a kind as the content screens ask for it (`content.kind_blog_categories`). */
const kindKey = (kind: ContentKind) => kind.replace("-", "_");

/** Every label above in `lang`, under the keys the screens ask for (`order_status.placed`, `content.new_blogs`…). */
export function registryStrings(lang: Language): Record<string, string> {
  const strings: Record<string, string> = {};
  for (const status of orderStatuses) {
    const labels = orderStatusLabels[status];
    strings[`order_status.${status}`] = labels.name[lang];
    if (labels.moveTo) strings[`order.to_${status}`] = labels.moveTo[lang];
  }
  for (const kind of contentKinds) {
    const labels: { kind: Label; new: Label; audit: Label; workspace?: Label } = contentKindLabels[kind];
    const entity = contentKindRegistry[kind].entity;
    strings[`content.kind_${kindKey(kind)}`] = labels.kind[lang];
    strings[`content.new_${kindKey(kind)}`] = labels.new[lang];
    strings[`audit.entity_${entity}`] = labels.audit[lang];
    if (labels.workspace) strings[`translations.entity_${entity}`] = labels.workspace[lang];
  }
  return strings;
}
