import type { Localized } from "@dukkan/contracts";
import type { Kind } from "./svg.ts";

/** Builds a Localized value; pass `undefined` for `ckb` to leave it missing (exercises the fallback to `ar`). */
export function L(ar: string, en: string, ckb: string | undefined, tr: string, it: string): Localized {
  return ckb === undefined ? { ar, en, tr, it } : { ar, en, ckb, tr, it };
}

export interface ColorDef {
  slug: string;
  hex: string;
  name: Localized;
}

export const colorDefs: ColorDef[] = [
  { slug: "white", hex: "#f5f5f2", name: L("أبيض", "White", "سپی", "Beyaz", "Bianco") },
  { slug: "black", hex: "#26292c", name: L("أسود", "Black", "ڕەش", "Siyah", "Nero") },
  { slug: "chrome", hex: "#c4cad0", name: L("كروم", "Chrome", "کرۆم", "Krom", "Cromo") },
  {
    slug: "brushed-steel",
    hex: "#a7adb2",
    name: L(
      "ستانلس ستيل مصقول",
      "Brushed steel",
      "ستێنلێس ستیلی ساف",
      "Fırçalanmış çelik",
      "Acciaio spazzolato",
    ),
  },
  { slug: "gold", hex: "#c9a227", name: L("ذهبي", "Gold", "زێڕین", "Altın", "Oro") },
  {
    slug: "matte-grey",
    hex: "#7b7f83",
    name: L("رمادي مطفي", "Matte grey", "خۆڵەمێشی کاڵ", "Mat gri", "Grigio opaco"),
  },
  {
    slug: "anthracite",
    hex: "#3b4146",
    name: L("أنثراسايت", "Anthracite", "ئەنسراسایت", "Antrasit", "Antracite"),
  },
  { slug: "copper", hex: "#b87333", name: L("نحاسي", "Copper", "مسی", "Bakır", "Rame") },
  { slug: "ivory", hex: "#efe6d2", name: L("عاجي", "Ivory", "عاجی", "Fildişi", "Avorio") },
  {
    slug: "rose-gold",
    hex: "#b76e79",
    name: L("ذهبي وردي", "Rose gold", "زێڕی پەمەیی", "Rose altın", "Oro rosa"),
  },
];

export interface BrandDef {
  slug: string;
  latin: string;
  name: Localized;
  country: Localized;
  accent: string;
  catalog: boolean;
  /** The part slugs this brand sells in. */
  parts: ("kitchen" | "bathroom" | "appliances")[];
}

const germany = L("ألمانيا", "Germany", "ئەڵمانیا", "Almanya", "Germania");
const italy = L("إيطاليا", "Italy", "ئیتاڵیا", "İtalya", "Italia");
const turkey = L("تركيا", "Turkey", "تورکیا", "Türkiye", "Turchia");
const spain = L("إسبانيا", "Spain", "ئیسپانیا", "İspanya", "Spagna");
const iraq = L("العراق", "Iraq", "عێراق", "Irak", "Iraq");
const sweden = L("السويد", "Sweden", "سوید", "İsveç", "Svezia");

export const brandDefs: BrandDef[] = [
  {
    slug: "aqualine",
    latin: "Aqualine",
    name: L("أكوالاين", "Aqualine", "ئەکوالاین", "Aqualine", "Aqualine"),
    country: germany,
    accent: "#1f7a8c",
    catalog: true,
    parts: ["bathroom", "kitchen"],
  },
  {
    slug: "ferro-cucina",
    latin: "Ferro Cucina",
    name: L("فيرو كوتشينا", "Ferro Cucina", "فێرۆ کوچینا", "Ferro Cucina", "Ferro Cucina"),
    country: italy,
    accent: "#b5452b",
    catalog: true,
    parts: ["kitchen"],
  },
  {
    slug: "nordhaus",
    latin: "Nordhaus",
    name: L("نوردهاوس", "Nordhaus", "نۆردهاوس", "Nordhaus", "Nordhaus"),
    country: germany,
    accent: "#2d3e50",
    catalog: true,
    parts: ["appliances", "kitchen"],
  },
  {
    slug: "anatolia-seramik",
    latin: "Anatolia",
    name: L("أناضول سيراميك", "Anatolia Seramik", "ئەنادۆڵ سێرامیک", "Anadolu Seramik", "Anatolia Seramik"),
    country: turkey,
    accent: "#c0392b",
    catalog: false,
    parts: ["bathroom"],
  },
  {
    slug: "vela-bagno",
    latin: "Vela Bagno",
    name: L("فيلا بانيو", "Vela Bagno", undefined, "Vela Bagno", "Vela Bagno"),
    country: italy,
    accent: "#8e6c3a",
    catalog: true,
    parts: ["bathroom"],
  },
  {
    slug: "kristal-home",
    latin: "Kristal Home",
    name: L("كريستال هوم", "Kristal Home", "کریستاڵ هۆم", "Kristal Home", "Kristal Home"),
    country: turkey,
    accent: "#6c5ce7",
    catalog: false,
    parts: ["appliances"],
  },
  {
    slug: "dijla",
    latin: "Dijla",
    name: L("دجلة", "Dijla", "دیجلە", "Dicle", "Dijla"),
    country: iraq,
    accent: "#0e7c4a",
    catalog: false,
    parts: ["appliances", "bathroom", "kitchen"],
  },
  {
    slug: "luxor-steel",
    latin: "Luxor Steel",
    name: L("لوكسور ستيل", "Luxor Steel", "لوکسۆر ستیل", "Luxor Steel", "Luxor Steel"),
    country: spain,
    accent: "#7f8c8d",
    catalog: true,
    parts: ["kitchen"],
  },
  {
    slug: "fjord",
    latin: "Fjord",
    name: L("فيورد", "Fjord", "فیۆرد", "Fjord", "Fjord"),
    country: sweden,
    accent: "#2980b9",
    catalog: false,
    parts: ["bathroom", "appliances"],
  },
  {
    slug: "babil",
    latin: "Babil",
    name: L("بابل", "Babil", "بابل", "Babil", "Babilonia"),
    country: iraq,
    accent: "#d35400",
    catalog: false,
    parts: ["kitchen", "bathroom"],
  },
];

export interface PartDef {
  slug: "kitchen" | "bathroom" | "appliances";
  name: Localized;
  subParts: { slug: string; name: Localized; categories: string[] }[];
}

export const partDefs: PartDef[] = [
  {
    slug: "kitchen",
    name: L("المطبخ", "Kitchen", "چێشتخانە", "Mutfak", "Cucina"),
    subParts: [
      {
        slug: "sinks-mixers",
        name: L(
          "السنكات والخلاطات",
          "Sinks & mixers",
          "سینک و شیرەکان",
          "Eviye ve bataryalar",
          "Lavelli e miscelatori",
        ),
        categories: ["sinks", "kitchen-mixers", "kitchen-accessories"],
      },
      {
        slug: "cooking",
        name: L("أجهزة الطبخ", "Cooking", "ئامێرەکانی چێشت لێنان", "Pişirme", "Cottura"),
        categories: ["hoods", "ovens", "hobs"],
      },
    ],
  },
  {
    slug: "bathroom",
    name: L("الحمام", "Bathroom", "گەرماو", "Banyo", "Bagno"),
    subParts: [
      {
        slug: "sanitary-ware",
        name: L("الأدوات الصحية", "Sanitary ware", "کەرەستەی تەندروستی", "Vitrifiye", "Sanitari"),
        categories: ["toilets", "basins", "bathtubs"],
      },
      {
        slug: "bath-fittings",
        name: L(
          "خلاطات ودشات",
          "Mixers & showers",
          "شیر و دووش",
          "Batarya ve duşlar",
          "Rubinetteria e docce",
        ),
        categories: ["bath-mixers", "showers", "bath-accessories"],
      },
      {
        slug: "bathroom-furniture",
        name: L("أثاث الحمام", "Bathroom furniture", "کەلوپەلی گەرماو", "Banyo mobilyası", "Arredo bagno"),
        categories: ["bathroom-cabinets", "mirrors"],
      },
    ],
  },
  {
    slug: "appliances",
    name: L("الأجهزة المنزلية", "Home appliances", "ئامێرەکانی ماڵ", "Ev aletleri", "Elettrodomestici"),
    subParts: [
      {
        slug: "large-appliances",
        name: L(
          "الأجهزة الكبيرة",
          "Large appliances",
          "ئامێرە گەورەکان",
          "Büyük ev aletleri",
          "Grandi elettrodomestici",
        ),
        categories: ["refrigerators", "washing-machines", "dishwashers"],
      },
      {
        slug: "water-heating",
        name: L("تسخين المياه", "Water heating", "گەرمکردنی ئاو", "Su ısıtma", "Riscaldamento acqua"),
        categories: ["water-heaters"],
      },
    ],
  },
];

export interface SizeDef {
  label: Localized;
  /** multiplier of the product's base price */
  factor: number;
}

export interface CategoryDef {
  slug: string;
  code: string;
  kind: Kind;
  name: Localized;
  /** singular product noun */
  noun: Localized;
  /** base price range, IQD */
  price: [number, number];
  sizes: SizeDef[];
  colors: string[];
  material: Localized;
  feature: Localized;
  /** model adjectives combined with the noun */
  styles: Localized[];
  count: number;
}

const cm = (n: number | string): Localized => L(`${n} سم`, `${n} cm`, `${n} سم`, `${n} cm`, `${n} cm`);
const litres = (n: number): Localized => L(`${n} لتر`, `${n} L`, `${n} لیتر`, `${n} L`, `${n} L`);
const kg = (n: number): Localized => L(`${n} كغم`, `${n} kg`, `${n} کگم`, `${n} kg`, `${n} kg`);
const standard = L("قياسي", "Standard", "ستاندارد", "Standart", "Standard");
const set = (n: number): Localized =>
  L(`طقم ${n} قطع`, `Set of ${n}`, `سێتی ${n} پارچە`, `${n} parça set`, `Set da ${n}`);

export const categoryDefs: CategoryDef[] = [
  {
    slug: "sinks",
    code: "SNK",
    kind: "sink",
    name: L("سنكات المطبخ", "Kitchen sinks", "سینکی چێشتخانە", "Eviyeler", "Lavelli"),
    noun: L("سنك مطبخ", "Kitchen sink", "سینکی چێشتخانە", "Eviye", "Lavello"),
    price: [95_000, 650_000],
    sizes: [
      { label: cm(60), factor: 0.85 },
      { label: cm(80), factor: 1 },
      { label: cm(100), factor: 1.25 },
      { label: cm(120), factor: 1.5 },
    ],
    colors: ["brushed-steel", "black", "matte-grey", "white", "gold"],
    material: L(
      "الخامة: ستانلس ستيل 304 بسماكة 1.2 ملم",
      "Material: 1.2 mm SUS304 stainless steel",
      "کەرەستە: ستێنلێس ستیلی 304 بە ئەستووری 1.2 ملم",
      "Malzeme: 1,2 mm SUS304 paslanmaz çelik",
      "Materiale: acciaio inox SUS304 da 1,2 mm",
    ),
    feature: L(
      "طبقة عازلة للصوت أسفل الحوض",
      "Sound-deadening pads under the bowl",
      "چینی دژە دەنگ لە ژێر حەوزەکە",
      "Hazne altında ses yalıtım pedleri",
      "Pannelli fonoassorbenti sotto la vasca",
    ),
    styles: [
      L("بحوض واحد", "single bowl", "یەک حەوز", "tek hazneli", "a una vasca"),
      L("بحوضين", "double bowl", "دوو حەوز", "çift hazneli", "a due vasche"),
      L("مع مصفاة جانبية", "with drainer", "لەگەڵ پاڵاوگە", "damlalıklı", "con gocciolatoio"),
      L("تركيب تحت السطح", "undermount", "دامەزراندن لە ژێرەوە", "tezgah altı", "sottotop"),
    ],
    count: 11,
  },
  {
    slug: "kitchen-mixers",
    code: "KMX",
    kind: "kitchen-mixer",
    name: L("خلاطات المطبخ", "Kitchen mixers", "شیری چێشتخانە", "Mutfak bataryaları", "Miscelatori cucina"),
    noun: L("خلاط مطبخ", "Kitchen mixer", "شیری چێشتخانە", "Mutfak bataryası", "Miscelatore cucina"),
    price: [45_000, 420_000],
    sizes: [
      { label: standard, factor: 1 },
      {
        label: L(
          "مع دش سحب",
          "With pull-out spray",
          "لەگەڵ دووشی ڕاکێشراو",
          "Çekilebilir duşlu",
          "Con doccetta estraibile",
        ),
        factor: 1.3,
      },
      {
        label: L("مع فلتر ماء", "With water filter", "لەگەڵ فلتەری ئاو", "Su filtreli", "Con filtro acqua"),
        factor: 1.6,
      },
    ],
    colors: ["chrome", "black", "brushed-steel", "gold", "copper"],
    material: L(
      "الجسم: نحاس خالٍ من الرصاص",
      "Body: lead-free brass",
      "لاش: مسی بێ قوڕقوشم",
      "Gövde: kurşunsuz pirinç",
      "Corpo: ottone senza piombo",
    ),
    feature: L(
      "خرطوشة سيراميك 35 ملم تدوم طويلاً",
      "Long-life 35 mm ceramic cartridge",
      "کارتریجی سێرامیکی 35 ملم",
      "Uzun ömürlü 35 mm seramik kartuş",
      "Cartuccia ceramica 35 mm a lunga durata",
    ),
    styles: [
      L("بعنق مرتفع", "high spout", "ملی بەرز", "yüksek gagalı", "a canna alta"),
      L("بذراع واحد", "single lever", "یەک دەسک", "tek kollu", "monocomando"),
      L("بتصميم احترافي", "professional", "پیشەیی", "profesyonel", "professionale"),
    ],
    count: 10,
  },
  {
    slug: "kitchen-accessories",
    code: "KAC",
    kind: "kitchen-accessory",
    name: L(
      "إكسسوارات المطبخ",
      "Kitchen accessories",
      "پێداویستییەکانی چێشتخانە",
      "Mutfak aksesuarları",
      "Accessori cucina",
    ),
    noun: L(
      "إكسسوار مطبخ",
      "Kitchen accessory",
      "پێداویستی چێشتخانە",
      "Mutfak aksesuarı",
      "Accessorio cucina",
    ),
    price: [15_000, 120_000],
    sizes: [
      { label: standard, factor: 1 },
      { label: set(3), factor: 2.4 },
    ],
    colors: ["brushed-steel", "black", "chrome"],
    material: L(
      "الخامة: ستانلس ستيل مقاوم للصدأ",
      "Material: rust-proof stainless steel",
      "کەرەستە: ستێنلێس ستیلی دژە ژەنگ",
      "Malzeme: paslanmaz çelik",
      "Materiale: acciaio inox antiruggine",
    ),
    feature: L(
      "سهل الفك والتنظيف",
      "Easy to take apart and clean",
      "بە ئاسانی دەکرێتەوە و پاک دەکرێتەوە",
      "Kolay sökülür ve temizlenir",
      "Facile da smontare e pulire",
    ),
    styles: [
      L("رف تجفيف صحون", "dish rack", "ڕەفی وشککردنەوەی قاپ", "bulaşıklık", "scolapiatti"),
      L("موزع صابون", "soap dispenser", "دابەشکەری سابوون", "sabunluk", "dispenser sapone"),
      L("منظم أدوات", "utensil organiser", "ڕێکخەری ئامراز", "düzenleyici", "portautensili"),
    ],
    count: 7,
  },
  {
    slug: "hoods",
    code: "HOD",
    kind: "hood",
    name: L("شفاطات المطبخ", "Cooker hoods", "هوودی چێشتخانە", "Davlumbazlar", "Cappe"),
    noun: L("شفاط مطبخ", "Cooker hood", "هوودی چێشتخانە", "Davlumbaz", "Cappa"),
    price: [180_000, 1_200_000],
    sizes: [
      { label: cm(60), factor: 0.9 },
      { label: cm(90), factor: 1.1 },
      { label: cm(120), factor: 1.4 },
    ],
    colors: ["brushed-steel", "black", "white", "anthracite"],
    material: L(
      "قوة سحب 850 م³/ساعة",
      "Extraction 850 m³/h",
      "هێزی ڕاکێشان 850 م³/کاتژمێر",
      "Emiş gücü 850 m³/sa",
      "Aspirazione 850 m³/h",
    ),
    feature: L(
      "إضاءة LED ومحرك هادئ",
      "LED lighting and quiet motor",
      "ڕووناکی LED و مۆتۆری بێدەنگ",
      "LED aydınlatma ve sessiz motor",
      "Luce LED e motore silenzioso",
    ),
    styles: [
      L("جداري", "wall-mounted", "دیواری", "duvar tipi", "a parete"),
      L("جزيرة", "island", "دوورگەیی", "ada tipi", "a isola"),
      L("مائل زجاجي", "angled glass", "شووشەیی لار", "eğimli cam", "inclinata in vetro"),
    ],
    count: 9,
  },
  {
    slug: "ovens",
    code: "OVN",
    kind: "oven",
    name: L("أفران بلت إن", "Built-in ovens", "فڕنی ناوەکی", "Ankastre fırınlar", "Forni da incasso"),
    noun: L("فرن بلت إن", "Built-in oven", "فڕنی ناوەکی", "Ankastre fırın", "Forno da incasso"),
    price: [350_000, 2_200_000],
    sizes: [
      {
        label: L("60 سم — 70 لتر", "60 cm — 70 L", "60 سم — 70 لیتر", "60 cm — 70 L", "60 cm — 70 L"),
        factor: 1,
      },
      {
        label: L("90 سم — 110 لتر", "90 cm — 110 L", "90 سم — 110 لیتر", "90 cm — 110 L", "90 cm — 110 L"),
        factor: 1.35,
      },
    ],
    colors: ["black", "brushed-steel", "anthracite", "ivory"],
    material: L(
      "كفاءة الطاقة A+",
      "Energy class A+",
      "پۆلی وزە A+",
      "Enerji sınıfı A+",
      "Classe energetica A+",
    ),
    feature: L(
      "تنظيف ذاتي بالبخار و12 وضع طبخ",
      "Steam self-cleaning and 12 cooking modes",
      "پاککردنەوەی خۆکار بە هەڵم و 12 دۆخی چێشت",
      "Buharla temizleme ve 12 pişirme modu",
      "Pulizia a vapore e 12 funzioni di cottura",
    ),
    styles: [
      L("كهربائي", "electric", "کارەبایی", "elektrikli", "elettrico"),
      L("غاز", "gas", "گاز", "gazlı", "a gas"),
      L("مع مروحة حرارية", "fan-assisted", "لەگەڵ پانکەی گەرم", "turbo fanlı", "ventilato"),
    ],
    count: 9,
  },
  {
    slug: "hobs",
    code: "HOB",
    kind: "hob",
    name: L("مواقد الطبخ المدمجة", "Hobs", "تەباخی ناوەکی", "Ankastre ocaklar", "Piani cottura"),
    noun: L("موقد مدمج", "Built-in hob", "تەباخی ناوەکی", "Ankastre ocak", "Piano cottura"),
    price: [150_000, 1_100_000],
    sizes: [
      {
        label: L(
          "4 عيون — 60 سم",
          "4 burners — 60 cm",
          "4 چاو — 60 سم",
          "4 gözlü — 60 cm",
          "4 fuochi — 60 cm",
        ),
        factor: 1,
      },
      {
        label: L(
          "5 عيون — 90 سم",
          "5 burners — 90 cm",
          "5 چاو — 90 سم",
          "5 gözlü — 90 cm",
          "5 fuochi — 90 cm",
        ),
        factor: 1.3,
      },
    ],
    colors: ["black", "brushed-steel", "white"],
    material: L(
      "سطح زجاج مقسّى",
      "Tempered glass top",
      "ڕووی شووشەی بەهێزکراو",
      "Temperli cam yüzey",
      "Piano in vetro temperato",
    ),
    feature: L(
      "صمام أمان لقطع الغاز",
      "Flame-failure safety valve",
      "ماسوولکەی سەلامەتی گاز",
      "Gaz emniyet ventili",
      "Valvola di sicurezza gas",
    ),
    styles: [
      L("غاز", "gas", "گاز", "gazlı", "a gas"),
      L("كهربائي سيراميك", "ceramic electric", "کارەبایی سێرامیک", "vitroseramik", "vetroceramica"),
      L("حثّي", "induction", "ئیندەکشن", "indüksiyonlu", "a induzione"),
    ],
    count: 8,
  },
  {
    slug: "toilets",
    code: "WC",
    kind: "toilet",
    name: L("المراحيض الإفرنجية", "Toilets", "تەوالێت", "Klozetler", "Vasi WC"),
    noun: L("مرحاض إفرنجي", "Toilet", "تەوالێتی فەرەنگی", "Klozet", "Vaso WC"),
    price: [120_000, 900_000],
    sizes: [
      { label: standard, factor: 1 },
      {
        label: L(
          "مع غطاء بطيء الإغلاق",
          "With soft-close seat",
          "لەگەڵ قەپاغی هێواش داخستن",
          "Yavaş kapanan kapaklı",
          "Con sedile rallentato",
        ),
        factor: 1.15,
      },
      {
        label: L(
          "مع شطاف مدمج",
          "With built-in bidet spray",
          "لەگەڵ شەتافی ناوەکی",
          "Taharet musluklu",
          "Con bidet integrato",
        ),
        factor: 1.3,
      },
    ],
    colors: ["white", "black", "matte-grey", "ivory"],
    material: L(
      "بورسلين مزجج عالي الجودة",
      "Premium glazed vitreous china",
      "پۆرسەلینی جامکراو",
      "Birinci kalite vitrifiye",
      "Ceramica vetrificata di alta qualità",
    ),
    feature: L(
      "تدفق بدون حافة (Rimless) ودفق مزدوج 3/6 لتر",
      "Rimless bowl, dual flush 3/6 L",
      "بێ لێوار و ئاوی دووانە 3/6 لیتر",
      "Rimless, 3/6 L çift basmalı",
      "Senza brida, doppio scarico 3/6 L",
    ),
    styles: [
      L("أرضي", "floor-standing", "سەر زەوی", "yere oturan", "a terra"),
      L("معلّق", "wall-hung", "هەڵواسراو", "asma", "sospeso"),
      L("قطعة واحدة", "one-piece", "یەک پارچە", "monoblok", "monoblocco"),
    ],
    count: 10,
  },
  {
    slug: "basins",
    code: "BSN",
    kind: "basin",
    name: L("مغاسل الحمام", "Washbasins", "دەستشۆری گەرماو", "Lavabolar", "Lavabi"),
    noun: L("مغسلة حمام", "Washbasin", "دەستشۆر", "Lavabo", "Lavabo"),
    price: [60_000, 550_000],
    sizes: [
      { label: cm(45), factor: 0.85 },
      { label: cm(60), factor: 1 },
      { label: cm(80), factor: 1.3 },
    ],
    colors: ["white", "black", "matte-grey", "ivory"],
    material: L(
      "سيراميك مقاوم للخدش",
      "Scratch-resistant ceramic",
      "سێرامیکی دژە خەت",
      "Çizilmez seramik",
      "Ceramica antigraffio",
    ),
    feature: L(
      "طبقة نانو سهلة التنظيف",
      "Easy-clean nano glaze",
      "چینی نانۆ بۆ پاککردنەوەی ئاسان",
      "Kolay temizlenen nano sır",
      "Smalto nano facile da pulire",
    ),
    styles: [
      L("فوق السطح", "countertop", "سەر ڕووکار", "tezgah üstü", "da appoggio"),
      L("بقاعدة عمودية", "pedestal", "بە پایە", "ayaklı", "a colonna"),
      L("جداري", "wall-mounted", "دیواری", "duvar tipi", "sospeso"),
    ],
    count: 9,
  },
  {
    slug: "bathtubs",
    code: "BTH",
    kind: "bathtub",
    name: L("البانيوهات", "Bathtubs", "بانیۆ", "Küvetler", "Vasche da bagno"),
    noun: L("بانيو", "Bathtub", "بانیۆ", "Küvet", "Vasca da bagno"),
    price: [400_000, 2_500_000],
    sizes: [
      { label: cm("150×70"), factor: 0.9 },
      { label: cm("170×75"), factor: 1 },
      { label: cm("180×80"), factor: 1.2 },
    ],
    colors: ["white", "black", "ivory"],
    material: L(
      "أكريليك مقوّى بالألياف",
      "Fibre-reinforced acrylic",
      "ئەکریلیکی بەهێزکراو",
      "Güçlendirilmiş akrilik",
      "Acrilico rinforzato",
    ),
    feature: L(
      "يحافظ على حرارة الماء لفترة أطول",
      "Keeps water warm for longer",
      "ئاو بۆ ماوەیەکی زیاتر گەرم دەهێڵێتەوە",
      "Suyu daha uzun süre sıcak tutar",
      "Mantiene l'acqua calda più a lungo",
    ),
    styles: [
      L("قائم بذاته", "freestanding", "سەربەخۆ", "ayaklı", "freestanding"),
      L("مدمج", "built-in", "ناوەکی", "ankastre", "da incasso"),
      L("مع جاكوزي", "whirlpool", "لەگەڵ جاکووزی", "jakuzili", "idromassaggio"),
    ],
    count: 7,
  },
  {
    slug: "bath-mixers",
    code: "BMX",
    kind: "bath-mixer",
    name: L("خلاطات الحمام", "Bathroom mixers", "شیری گەرماو", "Banyo bataryaları", "Miscelatori bagno"),
    noun: L("خلاط مغسلة", "Basin mixer", "شیری دەستشۆر", "Lavabo bataryası", "Miscelatore lavabo"),
    price: [45_000, 380_000],
    sizes: [
      { label: L("قصير", "Short", "کورت", "Kısa", "Basso"), factor: 1 },
      { label: L("طويل", "Tall", "درێژ", "Yüksek", "Alto"), factor: 1.25 },
    ],
    colors: ["chrome", "black", "gold", "rose-gold", "brushed-steel"],
    material: L(
      "نحاس مطلي بطبقة PVD",
      "PVD-coated brass",
      "مسی داپۆشراو بە PVD",
      "PVD kaplı pirinç",
      "Ottone con finitura PVD",
    ),
    feature: L(
      "موفّر للمياه بمعدل 5 لتر/دقيقة",
      "Water-saving 5 L/min aerator",
      "پاشەکەوتی ئاو 5 لیتر/خولەک",
      "5 L/dk su tasarruflu perlatör",
      "Aeratore a risparmio idrico 5 L/min",
    ),
    styles: [
      L("بذراع واحد", "single lever", "یەک دەسک", "tek kollu", "monocomando"),
      L("حساس ذكي", "touchless sensor", "هەستەوەری زیرەک", "sensörlü", "a sensore"),
      L("كلاسيكي", "classic", "کلاسیکی", "klasik", "classico"),
    ],
    count: 9,
  },
  {
    slug: "showers",
    code: "SHW",
    kind: "shower",
    name: L("الدشات", "Showers", "دووش", "Duş setleri", "Docce"),
    noun: L("طقم دش", "Shower set", "سێتی دووش", "Duş seti", "Set doccia"),
    price: [85_000, 950_000],
    sizes: [
      { label: L("رأس 20 سم", "20 cm head", "سەری 20 سم", "20 cm tepe", "Soffione 20 cm"), factor: 1 },
      { label: L("رأس 30 سم", "30 cm head", "سەری 30 سم", "30 cm tepe", "Soffione 30 cm"), factor: 1.25 },
      { label: L("رأس 40 سم", "40 cm head", "سەری 40 سم", "40 cm tepe", "Soffione 40 cm"), factor: 1.5 },
    ],
    colors: ["chrome", "black", "gold", "brushed-steel"],
    material: L(
      "ترموستات للتحكم بالحرارة",
      "Thermostatic control",
      "کۆنترۆڵی پلەی گەرمی",
      "Termostatik kontrol",
      "Controllo termostatico",
    ),
    feature: L(
      "فوهات سيليكون مضادة للكلس",
      "Anti-limescale silicone nozzles",
      "کونی سیلیکۆنی دژە کلس",
      "Kireç önleyici silikon memeler",
      "Ugelli in silicone anticalcare",
    ),
    styles: [
      L("مطري", "rain", "بارانی", "yağmurlama", "a pioggia"),
      L("عمود دش", "shower column", "ستوونی دووش", "duş kolonu", "colonna doccia"),
      L("مخفي", "concealed", "شاراوە", "ankastre", "incasso"),
    ],
    count: 9,
  },
  {
    slug: "bath-accessories",
    code: "BAC",
    kind: "bath-accessory",
    name: L(
      "إكسسوارات الحمام",
      "Bathroom accessories",
      "پێداویستییەکانی گەرماو",
      "Banyo aksesuarları",
      "Accessori bagno",
    ),
    noun: L("إكسسوار حمام", "Bathroom accessory", "پێداویستی گەرماو", "Banyo aksesuarı", "Accessorio bagno"),
    price: [12_000, 150_000],
    sizes: [
      { label: standard, factor: 1 },
      { label: set(4), factor: 3 },
    ],
    colors: ["chrome", "black", "gold", "brushed-steel"],
    material: L(
      "ستانلس ستيل 304",
      "SUS304 stainless steel",
      "ستێنلێس ستیلی 304",
      "SUS304 paslanmaz çelik",
      "Acciaio inox SUS304",
    ),
    feature: L(
      "تركيب سهل بدون ثقب",
      "Drill-free installation",
      "دامەزراندن بێ کونکردن",
      "Delmeden montaj",
      "Installazione senza fori",
    ),
    styles: [
      L("حامل مناشف", "towel rail", "هەڵگری خاولی", "havluluk", "portasciugamani"),
      L("موزع صابون", "soap dispenser", "دابەشکەری سابوون", "sabunluk", "dispenser sapone"),
      L("رف زاوية", "corner shelf", "ڕەفی گۆشە", "köşe rafı", "mensola angolare"),
    ],
    count: 8,
  },
  {
    slug: "bathroom-cabinets",
    code: "CAB",
    kind: "cabinet",
    name: L("كاونترات الحمام", "Bathroom cabinets", "کابینەی گەرماو", "Banyo dolapları", "Mobili bagno"),
    noun: L("كاونتر حمام", "Bathroom vanity", "کابینەی گەرماو", "Banyo dolabı", "Mobile bagno"),
    price: [250_000, 1_800_000],
    sizes: [
      { label: cm(60), factor: 0.85 },
      { label: cm(80), factor: 1 },
      { label: cm(100), factor: 1.25 },
    ],
    colors: ["white", "anthracite", "matte-grey", "ivory"],
    material: L(
      "خشب MDF مقاوم للرطوبة",
      "Moisture-resistant MDF",
      "MDFی دژە شێ",
      "Neme dayanıklı MDF",
      "MDF idrorepellente",
    ),
    feature: L(
      "أدراج بإغلاق هادئ ومرآة LED",
      "Soft-close drawers and LED mirror",
      "چەکمەجەی هێواش و ئاوێنەی LED",
      "Yavaş kapanan çekmeceler ve LED ayna",
      "Cassetti rallentati e specchio LED",
    ),
    styles: [
      L("معلّق", "wall-hung", "هەڵواسراو", "asma", "sospeso"),
      L("أرضي", "floor-standing", "سەر زەوی", "yere oturan", "a terra"),
      L("بدرجين", "two-drawer", "دوو چەکمەجە", "iki çekmeceli", "a due cassetti"),
    ],
    count: 8,
  },
  {
    slug: "mirrors",
    code: "MIR",
    kind: "mirror",
    name: L("مرايا الحمام", "Mirrors", "ئاوێنە", "Aynalar", "Specchi"),
    noun: L("مرآة حمام", "Bathroom mirror", "ئاوێنەی گەرماو", "Banyo aynası", "Specchio bagno"),
    price: [55_000, 450_000],
    sizes: [
      { label: cm(60), factor: 1 },
      { label: cm(80), factor: 1.3 },
    ],
    colors: ["black", "gold", "chrome", "copper"],
    material: L(
      "زجاج فضي 5 ملم مضاد للبخار",
      "5 mm anti-fog silver glass",
      "شووشەی زیوی 5 ملم دژە هەڵم",
      "5 mm buğu önleyici ayna",
      "Vetro argentato 5 mm antiappannamento",
    ),
    feature: L(
      "إضاءة LED بلمسة واحدة",
      "Touch-controlled LED light",
      "ڕووناکی LED بە دەستلێدان",
      "Dokunmatik LED aydınlatma",
      "Luce LED con comando touch",
    ),
    styles: [
      L("دائرية", "round", "بازنەیی", "yuvarlak", "tondo"),
      L("قوسية", "arched", "کەوانەیی", "kemerli", "ad arco"),
      L("بإطار معدني", "metal-framed", "چوارچێوەی کانزایی", "metal çerçeveli", "con cornice in metallo"),
    ],
    count: 7,
  },
  {
    slug: "refrigerators",
    code: "REF",
    kind: "fridge",
    name: L("الثلاجات", "Refrigerators", "سەلاجە", "Buzdolapları", "Frigoriferi"),
    noun: L("ثلاجة", "Refrigerator", "سەلاجە", "Buzdolabı", "Frigorifero"),
    price: [650_000, 2_500_000],
    sizes: [
      { label: litres(350), factor: 0.8 },
      { label: litres(450), factor: 1 },
      { label: litres(600), factor: 1.3 },
    ],
    colors: ["brushed-steel", "black", "white", "anthracite"],
    material: L(
      "تقنية No Frost وضاغط إنفرتر",
      "No Frost with inverter compressor",
      "No Frost و کۆمپرێسەری ئینڤێرتەر",
      "No Frost ve inverter kompresör",
      "No Frost con compressore inverter",
    ),
    feature: L(
      "يعمل بكفاءة حتى 43 درجة مئوية",
      "Rated for 43 °C ambient heat",
      "تا 43 پلەی سەدی کار دەکات",
      "43 °C ortam sıcaklığına dayanıklı",
      "Funziona fino a 43 °C ambiente",
    ),
    styles: [
      L("بابين", "two-door", "دوو دەرگا", "çift kapılı", "doppia porta"),
      L("فرنسي الأبواب", "French-door", "دەرگای فەڕەنسی", "French door", "French door"),
      L("جنب إلى جنب", "side-by-side", "لایەن بە لایەن", "gardırop tipi", "side by side"),
    ],
    count: 9,
  },
  {
    slug: "washing-machines",
    code: "WSH",
    kind: "washer",
    name: L("غسالات الملابس", "Washing machines", "جلشۆر", "Çamaşır makineleri", "Lavatrici"),
    noun: L("غسالة ملابس", "Washing machine", "جلشۆر", "Çamaşır makinesi", "Lavatrice"),
    price: [450_000, 1_600_000],
    sizes: [
      { label: kg(7), factor: 0.85 },
      { label: kg(8), factor: 1 },
      { label: kg(9), factor: 1.15 },
      { label: kg(10), factor: 1.3 },
    ],
    colors: ["white", "anthracite", "matte-grey"],
    material: L(
      "محرك إنفرتر بدون فرش",
      "Brushless inverter motor",
      "مۆتۆری ئینڤێرتەری بێ فڵچە",
      "Fırçasız inverter motor",
      "Motore inverter senza spazzole",
    ),
    feature: L(
      "برنامج بخار يزيل 99% من الجراثيم",
      "Steam programme removes 99% of germs",
      "بەرنامەی هەڵم 99% میکرۆب لادەبات",
      "Buhar programı mikropların %99'unu yok eder",
      "Programma vapore elimina il 99% dei germi",
    ),
    styles: [
      L("تحميل أمامي", "front-loading", "بارکردنی پێشەوە", "önden yüklemeli", "a carica frontale"),
      L("مع مجفف", "washer-dryer", "لەگەڵ وشککەرەوە", "kurutmalı", "lavasciuga"),
    ],
    count: 8,
  },
  {
    slug: "dishwashers",
    code: "DSW",
    kind: "dishwasher",
    name: L("غسالات الصحون", "Dishwashers", "قاپشۆر", "Bulaşık makineleri", "Lavastoviglie"),
    noun: L("غسالة صحون", "Dishwasher", "قاپشۆر", "Bulaşık makinesi", "Lavastoviglie"),
    price: [420_000, 1_500_000],
    sizes: [
      { label: L("12 طقم", "12 place settings", "12 سێت", "12 kişilik", "12 coperti"), factor: 1 },
      { label: L("14 طقم", "14 place settings", "14 سێت", "14 kişilik", "14 coperti"), factor: 1.2 },
    ],
    colors: ["brushed-steel", "white", "black"],
    material: L(
      "حوض داخلي ستانلس ستيل",
      "Stainless steel inner tub",
      "حەوزی ناوەوەی ستێنلێس ستیل",
      "Paslanmaz çelik iç hazne",
      "Vasca interna in acciaio inox",
    ),
    feature: L(
      "نصف حمولة وبرنامج سريع 30 دقيقة",
      "Half load and 30-minute quick wash",
      "نیو بار و شۆردنی خێرای 30 خولەک",
      "Yarım yük ve 30 dakikalık hızlı program",
      "Mezzo carico e lavaggio rapido 30 minuti",
    ),
    styles: [
      L("قائمة بذاتها", "freestanding", "سەربەخۆ", "solo", "a libera installazione"),
      L("بلت إن", "fully integrated", "ناوەکی", "ankastre", "a scomparsa totale"),
    ],
    count: 8,
  },
  {
    slug: "water-heaters",
    code: "WHT",
    kind: "heater",
    name: L("سخانات المياه", "Water heaters", "ئاوگەرمکەر", "Termosifonlar", "Scaldabagni"),
    noun: L("سخان ماء", "Water heater", "ئاوگەرمکەر", "Termosifon", "Scaldabagno"),
    price: [110_000, 750_000],
    sizes: [
      { label: litres(50), factor: 0.8 },
      { label: litres(80), factor: 1 },
      { label: litres(100), factor: 1.2 },
    ],
    colors: ["white", "brushed-steel"],
    material: L(
      "خزان مطلي بالمينا مع أنود مغنيسيوم",
      "Enamelled tank with magnesium anode",
      "تانکی مینایی لەگەڵ ئەنۆدی مەگنیسیۆم",
      "Emaye kaplı tank ve magnezyum anot",
      "Serbatoio smaltato con anodo al magnesio",
    ),
    feature: L(
      "عزل حراري ومؤقت رقمي",
      "Thermal insulation and digital timer",
      "عازلی گەرمی و کاتژمێری دیجیتاڵ",
      "Isı yalıtımı ve dijital zamanlayıcı",
      "Isolamento termico e timer digitale",
    ),
    styles: [
      L("عمودي", "vertical", "ستوونی", "dikey", "verticale"),
      L("أفقي", "horizontal", "ئاسۆیی", "yatay", "orizzontale"),
      L("فوري", "instant", "خێرا", "ani", "istantaneo"),
    ],
    count: 8,
  },
];

/** Model names: Latin, as printed on the box in Iraqi showrooms. */
export const modelNames = [
  "Aurelia",
  "Verona",
  "Nova",
  "Linea",
  "Cascade",
  "Orion",
  "Milano",
  "Zagros",
  "Sahara",
  "Tigris",
  "Atlas",
  "Luna",
  "Delta",
  "Riva",
  "Onyx",
  "Terra",
  "Vento",
  "Pearl",
  "Nimbus",
  "Sierra",
];

export const aboutPool: Localized[] = [
  L(
    "منتج أصلي بكفالة رسمية",
    "Genuine product with official warranty",
    "بەرهەمی ڕەسەن بە گەرەنتی فەرمی",
    "Resmi garantili orijinal ürün",
    "Prodotto originale con garanzia ufficiale",
  ),
  L(
    "توصيل مجاني داخل بغداد للطلبات فوق 500,000 د.ع",
    "Free delivery in Baghdad on orders over 500,000 IQD",
    "گەیاندنی بێبەرامبەر لە بەغدا بۆ داواکاری سەرووی 500,000 دینار",
    "500.000 IQD üzeri siparişlerde Bağdat içi ücretsiz teslimat",
    "Consegna gratuita a Baghdad per ordini oltre 500.000 IQD",
  ),
  L(
    "تركيب على يد فنيين معتمدين",
    "Installation by certified technicians",
    "دامەزراندن لەلایەن تەکنیکارانی پەسەندکراو",
    "Yetkili teknisyenlerce kurulum",
    "Installazione da tecnici certificati",
  ),
  L(
    "قطع غيار متوفرة لمدة 10 سنوات",
    "Spare parts available for 10 years",
    "پارچەی یەدەگ بۆ 10 ساڵ بەردەستە",
    "10 yıl yedek parça garantisi",
    "Ricambi disponibili per 10 anni",
  ),
  L(
    "سطح سهل التنظيف",
    "Easy-to-clean surface",
    "ڕووکاری ئاسان بۆ پاککردنەوە",
    "Kolay temizlenen yüzey",
    "Superficie facile da pulire",
  ),
  L(
    "مناسب لضغط المياه في العراق",
    "Suited to Iraqi water pressure",
    "گونجاو بۆ پەستانی ئاوی عێراق",
    "Irak su basıncına uygun",
    "Adatto alla pressione idrica irachena",
  ),
  L(
    "إمكانية الاستبدال خلال 7 أيام",
    "Exchange within 7 days",
    "گۆڕینەوە لە ماوەی 7 ڕۆژدا",
    "7 gün içinde değişim",
    "Cambio entro 7 giorni",
  ),
  L(
    "دفع عند الاستلام",
    "Cash on delivery",
    "پارەدان لە کاتی وەرگرتن",
    "Kapıda ödeme",
    "Pagamento alla consegna",
  ),
];

export const governorates: { name: Localized; fee: number }[] = [
  { name: L("بغداد", "Baghdad", "بەغدا", "Bağdat", "Baghdad"), fee: 5_000 },
  { name: L("البصرة", "Basra", "بەسرە", "Basra", "Bassora"), fee: 10_000 },
  { name: L("نينوى", "Nineveh", "نەینەوا", "Ninova", "Ninive"), fee: 10_000 },
  { name: L("أربيل", "Erbil", "هەولێر", "Erbil", "Erbil"), fee: 10_000 },
  { name: L("السليمانية", "Sulaymaniyah", "سلێمانی", "Süleymaniye", "Sulaymaniyya"), fee: 10_000 },
  { name: L("دهوك", "Duhok", "دهۆک", "Duhok", "Dahuk"), fee: 10_000 },
  { name: L("كركوك", "Kirkuk", "کەرکووک", "Kerkük", "Kirkuk"), fee: 9_000 },
  { name: L("ديالى", "Diyala", "دیالە", "Diyala", "Diyala"), fee: 8_000 },
  { name: L("الأنبار", "Anbar", "ئەنبار", "Anbar", "Anbar"), fee: 9_000 },
  { name: L("بابل", "Babylon", "بابل", "Babil", "Babilonia"), fee: 8_000 },
  { name: L("كربلاء", "Karbala", "کەربەلا", "Kerbela", "Karbala"), fee: 8_000 },
  { name: L("النجف", "Najaf", "نەجەف", "Necef", "Najaf"), fee: 8_000 },
  { name: L("واسط", "Wasit", "واست", "Vasıt", "Wasit"), fee: 8_000 },
  { name: L("صلاح الدين", "Salah al-Din", "سەلاحەدین", "Selahaddin", "Salah al-Din"), fee: 9_000 },
  { name: L("القادسية", "Al-Qadisiyah", "قادسیە", "Kadisiye", "Al-Qadisiyya"), fee: 9_000 },
  { name: L("ذي قار", "Dhi Qar", "زیقار", "Zi Kar", "Dhi Qar"), fee: 10_000 },
  { name: L("المثنى", "Al-Muthanna", "موسەننا", "Müsenna", "Al-Muthanna"), fee: 10_000 },
  { name: L("ميسان", "Maysan", "مەیسان", "Meysan", "Maysan"), fee: 10_000 },
];
