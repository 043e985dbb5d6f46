import type { Localized } from "@dukkan/contracts";
import { L } from "./data.ts";
import type { Kind } from "./svg.ts";

/** Store-wide content: branches, blog, dealers, slides, features, adverts, settings, rules, WhatsApp. */

export const storePhones = { main: "07701234567", second: "07801234567" };

export const branchDefs = [
  {
    slug: "karkh",
    sign: "DUKKAN KARKH",
    accent: "#0f3d3e",
    name: L("فرع الكرخ", "Karkh branch", "لقی کەرخ", "Kerh şubesi", "Filiale Karkh"),
    description: L(
      "<p>صالة عرض على مساحة <strong>1,200 م²</strong> تضم أقسام المطابخ والحمامات والأجهزة المنزلية، مع موقف سيارات خاص.</p>",
      "<p>A <strong>1,200 m²</strong> showroom with kitchen, bathroom and home-appliance sections, and private parking.</p>",
      "<p>هۆڵی نمایش بە ڕووبەری <strong>1,200 م²</strong> بە بەشەکانی چێشتخانە و گەرماو و ئامێرەکانی ماڵ، لەگەڵ شوێنی ئۆتۆمبێل.</p>",
      "<p>Mutfak, banyo ve ev aletleri bölümleri ve özel otoparkı olan <strong>1.200 m²</strong> showroom.</p>",
      "<p>Uno showroom di <strong>1.200 m²</strong> con reparti cucina, bagno ed elettrodomestici e parcheggio privato.</p>",
    ),
    address: L(
      "بغداد، المنصور، شارع 14 رمضان، قرب ساحة الرواد",
      "14 Ramadan St, Al-Mansour, Baghdad (near Al-Ruwad Square)",
      "بەغدا، مەنسوور، شەقامی 14 ڕەمەزان، نزیک گۆڕەپانی ڕەوواد",
      "14 Ramazan Cad., El-Mansur, Bağdat (Ruvad Meydanı yakını)",
      "Via 14 Ramadan, Al-Mansour, Baghdad (vicino a piazza Al-Ruwad)",
    ),
    phone: "07701234567",
    secoundPhone: "07801234567",
    email: "karkh@dukkan.iq",
    locationLink: '"https://maps.google.com/?q=33.3152,44.3473"',
  },
  {
    slug: "rusafa",
    sign: "DUKKAN RUSAFA",
    accent: "#8e6c3a",
    name: L("فرع الرصافة", "Rusafa branch", "لقی ڕەسافە", "Rusafa şubesi", "Filiale Rusafa"),
    description: L(
      "<p>صالة عرض حديثة مع <strong>ركن تصميم</strong> يساعدك فيه مهندسونا على تخطيط مطبخك وحمامك مجاناً.</p>",
      "<p>A modern showroom with a <strong>design corner</strong> where our engineers plan your kitchen and bathroom for free.</p>",
      "<p>هۆڵێکی نوێی نمایش لەگەڵ <strong>گۆشەی دیزاین</strong> کە ئەندازیارەکانمان بە خۆڕایی پلانی چێشتخانە و گەرماوەکەت دادەنێن.</p>",
      "<p>Mühendislerimizin mutfak ve banyonuzu ücretsiz planladığı <strong>tasarım köşeli</strong> modern showroom.</p>",
      "<p>Uno showroom moderno con un <strong>angolo progettazione</strong> dove i nostri ingegneri progettano gratis cucina e bagno.</p>",
    ),
    address: L(
      "بغداد، الكرادة داخل، شارع 62، مقابل مستشفى الراهبات",
      "62nd St, Karrada Dakhil, Baghdad (opposite Al-Rahibat Hospital)",
      "بەغدا، کەرادەی ناوەوە، شەقامی 62، بەرامبەر نەخۆشخانەی ڕاهیبات",
      "62. Cadde, Kerrade Dahil, Bağdat (Rahibat Hastanesi karşısı)",
      "Via 62, Karrada Dakhil, Baghdad (di fronte all'ospedale Al-Rahibat)",
    ),
    phone: "07711234568",
    secoundPhone: "07811234568",
    email: "rusafa@dukkan.iq",
    locationLink: "https://www.google.com/maps?q=33.3005,44.4265",
  },
];

export const branchHours: Localized[] = [
  L(
    "السبت - الخميس: 10:00 - 21:30",
    "Saturday - Thursday: 10:00 - 21:30",
    "شەممە - پێنجشەممە: 10:00 - 21:30",
    "Cumartesi - Perşembe: 10:00 - 21:30",
    "Sabato - Giovedì: 10:00 - 21:30",
  ),
  L(
    "الجمعة: 16:00 - 21:30",
    "Friday: 16:00 - 21:30",
    "هەینی: 16:00 - 21:30",
    "Cuma: 16:00 - 21:30",
    "Venerdì: 16:00 - 21:30",
  ),
];

export interface BlogDef {
  slug: string;
  name: Localized;
  body: Localized;
  kind: Kind;
  posts: { slug: string; title: Localized; kinds: Kind[] }[];
}

export const blogDefs: BlogDef[] = [
  {
    slug: "kitchen-ideas",
    name: L(
      "أفكار تصميم المطابخ",
      "Kitchen design ideas",
      "بیرۆکەی دیزاینی چێشتخانە",
      "Mutfak tasarım fikirleri",
      "Idee per la cucina",
    ),
    kind: "sink",
    body: L(
      "المطبخ قلب البيت العراقي. اختر سطحاً يتحمل الحرارة، وسنكاً عميقاً يستوعب القدور الكبيرة، وشفاطاً بقوة سحب تناسب الطبخ اليومي.",
      "The kitchen is the heart of the Iraqi home. Choose a heat-resistant worktop, a deep sink for large pots and a hood strong enough for daily cooking.",
      "چێشتخانە دڵی ماڵی عێراقییە. ڕووکارێکی بەرگەگری گەرمی، سینکێکی قووڵ بۆ مەنجەڵە گەورەکان و هوودێکی بەهێز هەڵبژێرە.",
      "Mutfak, Irak evinin kalbidir. Isıya dayanıklı bir tezgah, büyük tencereler için derin bir eviye ve güçlü bir davlumbaz seçin.",
      "La cucina è il cuore della casa irachena. Scegli un piano resistente al calore, un lavello profondo e una cappa potente.",
    ),
    posts: [
      {
        slug: "small-kitchen",
        title: L(
          "7 أفكار لمطبخ صغير يبدو أوسع",
          "7 ideas to make a small kitchen feel larger",
          "7 بیرۆکە بۆ ئەوەی چێشتخانەی بچووک گەورەتر دەربکەوێت",
          "Küçük mutfağı ferah gösteren 7 fikir",
          "7 idee per far sembrare più grande una cucina piccola",
        ),
        kinds: ["sink", "kitchen-mixer", "hood"],
      },
      {
        slug: "choose-sink",
        title: L(
          "كيف تختار السنك المناسب: ستانلس أم جرانيت؟",
          "Choosing a sink: stainless steel or granite?",
          "چۆن سینکی گونجاو هەڵبژێریت: ستێنلێس یان گرانیت؟",
          "Eviye seçimi: paslanmaz çelik mi granit mi?",
          "Scegliere il lavello: acciaio inox o granito?",
        ),
        kinds: ["sink", "kitchen-accessory", "kitchen-mixer"],
      },
      {
        slug: "built-in",
        title: L(
          "الأجهزة المدمجة: دليل المبتدئين",
          "Built-in appliances: a beginner's guide",
          "ئامێرە ناوەکییەکان: ڕێبەری سەرەتایی",
          "Ankastre cihazlar: başlangıç rehberi",
          "Elettrodomestici da incasso: guida per principianti",
        ),
        kinds: ["oven", "hob", "dishwasher"],
      },
    ],
  },
  {
    slug: "bathroom-guides",
    name: L("أدلة الحمامات", "Bathroom guides", "ڕێبەری گەرماو", "Banyo rehberleri", "Guide al bagno"),
    kind: "bathtub",
    body: L(
      "حمام مريح يبدأ بتخطيط جيد: مسافة كافية حول المرحاض، وخلاطات موفرة للمياه، وإضاءة دافئة، وخامات تتحمل الرطوبة.",
      "A comfortable bathroom starts with good planning: enough clearance around the toilet, water-saving mixers, warm lighting and moisture-proof materials.",
      "گەرماوێکی ئاسوودە بە پلانێکی باش دەست پێدەکات: بۆشایی پێویست، شیری پاشەکەوتکەری ئاو، ڕووناکی گەرم و کەرەستەی دژە شێ.",
      "Konforlu bir banyo iyi bir planla başlar: yeterli alan, su tasarruflu bataryalar, sıcak aydınlatma ve neme dayanıklı malzemeler.",
      "Un bagno confortevole nasce da una buona progettazione: spazio sufficiente, miscelatori a risparmio idrico, luce calda e materiali idrorepellenti.",
    ),
    posts: [
      {
        slug: "wall-hung",
        title: L(
          "المرحاض المعلّق: هل يناسب بيتك؟",
          "Wall-hung toilets: right for your home?",
          "تەوالێتی هەڵواسراو: گونجاوە بۆ ماڵەکەت؟",
          "Asma klozet: eviniz için uygun mu?",
          "WC sospeso: adatto alla tua casa?",
        ),
        kinds: ["toilet", "basin", "mirror"],
      },
      {
        slug: "shower-or-tub",
        title: L(
          "دش أم بانيو؟ مقارنة عملية",
          "Shower or bathtub? A practical comparison",
          "دووش یان بانیۆ؟ بەراوردێکی کرداری",
          "Duş mu küvet mi? Pratik karşılaştırma",
          "Doccia o vasca? Un confronto pratico",
        ),
        kinds: ["shower", "bathtub", "bath-mixer"],
      },
      {
        slug: "gold-fittings",
        title: L(
          "لمسات ذهبية: اتجاه 2026 في الحمامات",
          "Golden touches: the 2026 bathroom trend",
          "دەستلێدانی زێڕین: ڕەوتی 2026 لە گەرماودا",
          "Altın dokunuşlar: 2026 banyo trendi",
          "Tocchi dorati: la tendenza bagno 2026",
        ),
        kinds: ["bath-mixer", "cabinet", "bath-accessory"],
      },
    ],
  },
  {
    slug: "maintenance",
    name: L(
      "نصائح الصيانة",
      "Maintenance tips",
      "ئامۆژگاری چاککردنەوە",
      "Bakım ipuçları",
      "Consigli di manutenzione",
    ),
    kind: "heater",
    body: L(
      "الصيانة الدورية تطيل عمر أجهزتك: نظّف الفلاتر كل شهر، وافحص أنود السخان كل سنة، واستخدم منظفات خالية من الكلور على الأسطح المعدنية.",
      "Regular maintenance extends the life of your appliances: clean filters monthly, check the heater anode yearly and use chlorine-free cleaners on metal.",
      "چاککردنەوەی بەردەوام تەمەنی ئامێرەکانت درێژ دەکاتەوە: فلتەرەکان مانگانە پاک بکەرەوە و ئەنۆدی ئاوگەرمکەر ساڵانە بپشکنە.",
      "Düzenli bakım cihazlarınızın ömrünü uzatır: filtreleri her ay temizleyin, termosifon anodunu yılda bir kontrol edin.",
      "La manutenzione regolare allunga la vita degli elettrodomestici: pulisci i filtri ogni mese e controlla l'anodo ogni anno.",
    ),
    posts: [
      {
        slug: "limescale",
        title: L(
          "التخلص من الكلس في الخلاطات والدشات",
          "Removing limescale from mixers and showers",
          "لابردنی کلس لە شیر و دووشەکان",
          "Batarya ve duşlarda kireç temizliği",
          "Eliminare il calcare da rubinetti e docce",
        ),
        kinds: ["shower", "bath-mixer", "kitchen-mixer"],
      },
      {
        slug: "heater-summer",
        title: L(
          "سخان الماء في الصيف والشتاء: إعدادات موفرة",
          "Water heater settings for summer and winter",
          "ڕێکخستنی ئاوگەرمکەر بۆ هاوین و زستان",
          "Yaz ve kış için termosifon ayarları",
          "Impostazioni dello scaldabagno per estate e inverno",
        ),
        kinds: ["heater", "washer", "basin"],
      },
      {
        slug: "fridge-heat",
        title: L(
          "ثلاجتك في حر بغداد: 5 نصائح",
          "Your fridge in Baghdad's heat: 5 tips",
          "سەلاجەکەت لە گەرمای بەغدا: 5 ئامۆژگاری",
          "Bağdat sıcağında buzdolabınız: 5 ipucu",
          "Il frigorifero nel caldo di Baghdad: 5 consigli",
        ),
        kinds: ["fridge", "dishwasher", "oven"],
      },
    ],
  },
];

export const dealerTypeDefs = [
  {
    name: L(
      "وكلاء معتمدون",
      "Authorised dealers",
      "بریکاری پەسەندکراو",
      "Yetkili bayiler",
      "Rivenditori autorizzati",
    ),
    dealers: [
      {
        slug: "erbil-home",
        latin: "Erbil Home Center",
        name: L(
          "مركز أربيل للمنزل",
          "Erbil Home Center",
          "سەنتەری ماڵی هەولێر",
          "Erbil Ev Merkezi",
          "Erbil Home Center",
        ),
        city: L(
          "أربيل، شارع 100 متري",
          "100m Road, Erbil",
          "هەولێر، شەقامی 100 مەتری",
          "100 Metre Yolu, Erbil",
          "Strada dei 100 metri, Erbil",
        ),
        phone: "07501234567",
        locations: [
          L(
            "معرض 100 متري",
            "100m Road showroom",
            "نمایشگای 100 مەتری",
            "100 Metre showroom",
            "Showroom 100m",
          ),
          L("فرع عينكاوة", "Ankawa branch", "لقی عەنکاوە", "Ankawa şubesi", "Filiale Ankawa"),
        ],
      },
      {
        slug: "basra-sanitary",
        latin: "Basra Sanitary",
        name: L(
          "البصرة للأدوات الصحية",
          "Basra Sanitary",
          "بەسرە بۆ کەرەستەی تەندروستی",
          "Basra Vitrifiye",
          "Basra Sanitari",
        ),
        city: L(
          "البصرة، شارع الجزائر",
          "Al-Jazaer St, Basra",
          "بەسرە، شەقامی جەزائیر",
          "Cezayir Cad., Basra",
          "Via Al-Jazaer, Bassora",
        ),
        phone: "07801112233",
        locations: [L("شارع الجزائر", "Al-Jazaer St", "شەقامی جەزائیر", "Cezayir Caddesi", "Via Al-Jazaer")],
      },
      {
        slug: "najaf-kitchens",
        latin: "Najaf Kitchens",
        name: L("مطابخ النجف", "Najaf Kitchens", "چێشتخانەکانی نەجەف", "Necef Mutfak", "Cucine Najaf"),
        city: L(
          "النجف، حي الأمير",
          "Al-Ameer district, Najaf",
          "نەجەف، گەڕەکی ئەمیر",
          "Emir Mahallesi, Necef",
          "Quartiere Al-Ameer, Najaf",
        ),
        phone: "07712223344",
        locations: [
          L("حي الأمير", "Al-Ameer", "ئەمیر", "Emir", "Al-Ameer"),
          L("شارع الكوفة", "Kufa Rd", "ڕێگای کووفە", "Kufe Yolu", "Strada di Kufa"),
        ],
      },
    ],
  },
  {
    name: L(
      "شركاء التركيب",
      "Installation partners",
      "هاوبەشانی دامەزراندن",
      "Kurulum ortakları",
      "Partner di installazione",
    ),
    dealers: [
      {
        slug: "sulaymaniyah-fix",
        latin: "Slemani Fix",
        name: L("سليماني فيكس", "Slemani Fix", "سلێمانی فیکس", "Slemani Fix", "Slemani Fix"),
        city: L(
          "السليمانية، شارع سالم",
          "Salim St, Sulaymaniyah",
          "سلێمانی، شەقامی سالم",
          "Salim Cad., Süleymaniye",
          "Via Salim, Sulaymaniyya",
        ),
        phone: "07701239876",
        locations: [L("شارع سالم", "Salim St", "شەقامی سالم", "Salim Caddesi", "Via Salim")],
      },
      {
        slug: "karbala-tech",
        latin: "Karbala Tech",
        name: L(
          "كربلاء تك للصيانة",
          "Karbala Tech Service",
          "کەربەلا تەک",
          "Kerbela Teknik Servis",
          "Karbala Tech Service",
        ),
        city: L(
          "كربلاء، حي الحسين",
          "Al-Hussein district, Karbala",
          "کەربەلا، گەڕەکی حوسێن",
          "Hüseyin Mahallesi, Kerbela",
          "Quartiere Al-Hussein, Karbala",
        ),
        phone: "07809876543",
        locations: [L("حي الحسين", "Al-Hussein", "حوسێن", "Hüseyin", "Al-Hussein")],
      },
    ],
  },
  {
    name: L(
      "مقاولو المشاريع",
      "Project contractors",
      "بەڵێندەرانی پرۆژە",
      "Proje yüklenicileri",
      "Imprese per progetti",
    ),
    dealers: [
      {
        slug: "mosul-build",
        latin: "Mosul Build",
        name: L("الموصل للإنشاءات", "Mosul Build", "مووسڵ بیڵد", "Musul Yapı", "Mosul Build"),
        city: L(
          "الموصل، حي الزهور",
          "Al-Zuhur district, Mosul",
          "مووسڵ، گەڕەکی زوهوور",
          "Zuhur Mahallesi, Musul",
          "Quartiere Al-Zuhur, Mosul",
        ),
        phone: "07724445566",
        locations: [L("حي الزهور", "Al-Zuhur", "زوهوور", "Zuhur", "Al-Zuhur")],
      },
    ],
  },
];

export const featureDefs = [
  {
    icon: "truck",
    title: L(
      "توصيل لكل المحافظات",
      "Delivery to every governorate",
      "گەیاندن بۆ هەموو پارێزگاکان",
      "Tüm illere teslimat",
      "Consegna in tutti i governatorati",
    ),
    description: L(
      "<p>توصيل خلال <strong>24 ساعة</strong> داخل بغداد و2-4 أيام لباقي المحافظات.</p>",
      "<p>Delivery within <strong>24 hours</strong> in Baghdad and 2-4 days to other governorates.</p>",
      "<p>گەیاندن لە ماوەی <strong>24 کاتژمێر</strong> لە بەغدا و 2-4 ڕۆژ بۆ پارێزگاکانی تر.</p>",
      "<p>Bağdat içinde <strong>24 saatte</strong>, diğer illere 2-4 günde teslimat.</p>",
      "<p>Consegna in <strong>24 ore</strong> a Baghdad e in 2-4 giorni negli altri governatorati.</p>",
    ),
  },
  {
    icon: "shield",
    title: L("كفالة رسمية", "Official warranty", "گەرەنتی فەرمی", "Resmi garanti", "Garanzia ufficiale"),
    description: L(
      "<p>كل منتجاتنا أصلية بكفالة الوكيل تصل إلى <strong>10 سنوات</strong>.</p>",
      "<p>Every product is genuine, with a dealer warranty of up to <strong>10 years</strong>.</p>",
      "<p>هەموو بەرهەمەکانمان ڕەسەنن بە گەرەنتی تا <strong>10 ساڵ</strong>.</p>",
      "<p>Tüm ürünler orijinaldir ve <strong>10 yıla</strong> kadar garantilidir.</p>",
      "<p>Tutti i prodotti sono originali con garanzia fino a <strong>10 anni</strong>.</p>",
    ),
  },
  {
    icon: "tools",
    title: L(
      "تركيب احترافي",
      "Professional installation",
      "دامەزراندنی پیشەیی",
      "Profesyonel kurulum",
      "Installazione professionale",
    ),
    description: L(
      "<p>فريق فنيين معتمد يركّب مطبخك وحمامك ويجرّب كل قطعة قبل المغادرة.</p>",
      "<p>Certified technicians install your kitchen and bathroom and test every piece before leaving.</p>",
      "<p>تیمی تەکنیکاری پەسەندکراو چێشتخانە و گەرماوەکەت دادەمەزرێنێت.</p>",
      "<p>Yetkili teknisyenler mutfak ve banyonuzu kurar, her parçayı test eder.</p>",
      "<p>Tecnici certificati installano cucina e bagno e collaudano ogni pezzo.</p>",
    ),
  },
  {
    icon: "cash",
    title: L(
      "الدفع عند الاستلام",
      "Pay on delivery",
      "پارەدان لە کاتی وەرگرتن",
      "Kapıda ödeme",
      "Pagamento alla consegna",
    ),
    description: L(
      "<p>ادفع نقداً أو عبر زين كاش وفاست باي عند استلام طلبك.</p>",
      "<p>Pay cash, or with Zain Cash or FastPay, when your order arrives.</p>",
      "<p>بە نەختینە یان زەین کاش و فاست پەی پارە بدە کاتێک داواکارییەکەت دەگات.</p>",
      "<p>Siparişiniz geldiğinde nakit, Zain Cash veya FastPay ile ödeyin.</p>",
      "<p>Paga in contanti, con Zain Cash o FastPay alla consegna.</p>",
    ),
  },
  {
    icon: "showroom",
    title: L(
      "صالتا عرض في بغداد",
      "Two Baghdad showrooms",
      "دوو هۆڵی نمایش لە بەغدا",
      "Bağdat'ta iki showroom",
      "Due showroom a Baghdad",
    ),
    description: L(
      "<p>زورونا في الكرخ والرصافة وشاهد المنتجات على الطبيعة.</p>",
      "<p>Visit us in Karkh and Rusafa and see the products for real.</p>",
      "<p>سەردانمان بکە لە کەرخ و ڕەسافە.</p>",
      "<p>Kerh ve Rusafa'da bizi ziyaret edin.</p>",
      "<p>Vieni a trovarci a Karkh e Rusafa.</p>",
    ),
  },
];

export const slideDefs: {
  mediaType: "image" | "video";
  kind: Kind;
  colors: [string, string];
  mainText: Localized;
  description: Localized;
}[] = [
  {
    mediaType: "image",
    kind: "sink",
    colors: ["#0f3d3e", "#1f7a6d"],
    mainText: L(
      "<h2>مطبخ أحلامك يبدأ من هنا</h2>",
      "<h2>Your dream kitchen starts here</h2>",
      "<h2>چێشتخانەی خەونەکانت لێرە دەست پێدەکات</h2>",
      "<h2>Hayalinizdeki mutfak burada başlar</h2>",
      "<h2>La cucina dei tuoi sogni inizia qui</h2>",
    ),
    description: L(
      "<p>سنكات وخلاطات وأجهزة مدمجة من أفضل العلامات العالمية.</p>",
      "<p>Sinks, mixers and built-in appliances from leading brands.</p>",
      "<p>سینک و شیر و ئامێری ناوەکی لە باشترین براندەکان.</p>",
      "<p>Önde gelen markalardan eviye, batarya ve ankastre cihazlar.</p>",
      "<p>Lavelli, miscelatori ed elettrodomestici dei migliori marchi.</p>",
    ),
  },
  {
    mediaType: "video",
    kind: "shower",
    colors: ["#12343b", "#c9a227"],
    mainText: L(
      "<h2>حمّام بلمسة فندقية</h2>",
      "<h2>A hotel-style bathroom at home</h2>",
      "<h2>گەرماوێک بە شێوازی ئوتێل</h2>",
      "<h2>Evinizde otel konforunda banyo</h2>",
      "<h2>Un bagno da hotel a casa tua</h2>",
    ),
    description: L(
      "<p>دشات مطرية وخلاطات ذهبية وكاونترات بإضاءة LED.</p>",
      "<p>Rain showers, golden mixers and LED-lit vanities.</p>",
      "<p>دووشی بارانی، شیری زێڕین و کابینەی LED.</p>",
      "<p>Yağmurlama duşlar, altın bataryalar ve LED'li dolaplar.</p>",
      "<p>Docce a pioggia, miscelatori dorati e mobili con LED.</p>",
    ),
  },
  {
    mediaType: "image",
    kind: "fridge",
    colors: ["#2d3e50", "#6c8ea4"],
    mainText: L(
      "<h2>خصومات تصل إلى 40% على الأجهزة</h2>",
      "<h2>Up to 40% off appliances</h2>",
      "<h2>داشکاندن تا 40% لەسەر ئامێرەکان</h2>",
      "<h2>Ev aletlerinde %40'a varan indirim</h2>",
      "<h2>Fino al 40% di sconto sugli elettrodomestici</h2>",
    ),
    description: L(
      "<p>ثلاجات وغسالات بتقنية إنفرتر تتحمل صيف العراق.</p>",
      "<p>Inverter fridges and washers built for the Iraqi summer.</p>",
      "<p>سەلاجە و جلشۆری ئینڤێرتەر بۆ هاوینی عێراق.</p>",
      "<p>Irak yazına dayanıklı inverter buzdolapları ve çamaşır makineleri.</p>",
      "<p>Frigoriferi e lavatrici inverter pensati per l'estate irachena.</p>",
    ),
  },
];

export const advertDefs: {
  type: "horizontal" | "vertical";
  kind: Kind;
  colors: [string, string];
  title: string;
  link: string | null;
  text: Localized | null;
}[] = [
  {
    type: "horizontal",
    kind: "kitchen-mixer",
    colors: ["#b5452b", "#e08e5a"],
    title: "KITCHEN WEEK",
    link: "/Products",
    text: L(
      "أسبوع المطبخ: خصم 20% على الخلاطات",
      "Kitchen week: 20% off mixers",
      "هەفتەی چێشتخانە: 20% داشکاندن لەسەر شیرەکان",
      "Mutfak haftası: bataryalarda %20 indirim",
      "Settimana cucina: 20% sui miscelatori",
    ),
  },
  {
    type: "horizontal",
    kind: "bathtub",
    colors: ["#1f7a8c", "#7fc4cf"],
    title: "SPA AT HOME",
    link: "/Products",
    text: L(
      "بانيوهات وجاكوزي بأسعار الافتتاح",
      "Bathtubs and whirlpools at opening prices",
      "بانیۆ و جاکووزی بە نرخی کردنەوە",
      "Açılış fiyatlarıyla küvet ve jakuziler",
      "Vasche e idromassaggi a prezzi di apertura",
    ),
  },
  {
    type: "horizontal",
    kind: "washer",
    colors: ["#2d3e50", "#5d7b93"],
    title: "SMART HOME",
    link: null,
    text: L(
      "أجهزة إنفرتر موفرة للكهرباء",
      "Energy-saving inverter appliances",
      "ئامێری ئینڤێرتەری پاشەکەوتکەری کارەبا",
      "Enerji tasarruflu inverter cihazlar",
      "Elettrodomestici inverter a risparmio energetico",
    ),
  },
  {
    type: "vertical",
    kind: "shower",
    colors: ["#8e6c3a", "#d9b77a"],
    title: "GOLD EDITION",
    link: "/Products",
    text: L(
      "مجموعة الذهب الجديدة",
      "The new gold collection",
      "کۆمەڵەی زێڕینی نوێ",
      "Yeni altın koleksiyonu",
      "La nuova collezione oro",
    ),
  },
  {
    type: "vertical",
    kind: "heater",
    colors: ["#0e7c4a", "#6cc59a"],
    title: "WINTER READY",
    link: null,
    text: null,
  },
];

export const whatsappDefs = [
  {
    name: L("علي — المبيعات", "Ali — Sales", "عەلی — فرۆشتن", "Ali — Satış", "Ali — Vendite"),
    phone: "07701234567",
    department: L("المبيعات", "Sales", "فرۆشتن", "Satış", "Vendite"),
  },
  {
    name: L("زينب — المبيعات", "Zainab — Sales", "زەینەب — فرۆشتن", "Zeynep — Satış", "Zainab — Vendite"),
    phone: "07811234569",
    department: L("المبيعات", "Sales", "فرۆشتن", "Satış", "Vendite"),
  },
  {
    name: L(
      "حسين — خدمة ما بعد البيع",
      "Hussein — After-sales",
      "حوسێن — خزمەتگوزاری دوای فرۆشتن",
      "Hüseyin — Satış sonrası",
      "Hussein — Assistenza post-vendita",
    ),
    phone: "07721234560",
    department: L(
      "خدمة ما بعد البيع",
      "After-sales service",
      "خزمەتگوزاری دوای فرۆشتن",
      "Satış sonrası hizmet",
      "Assistenza post-vendita",
    ),
  },
  {
    name: L(
      "م. سارة — المشاريع",
      "Eng. Sara — Projects",
      "ئەندازیار سارا — پرۆژەکان",
      "Müh. Sara — Projeler",
      "Ing. Sara — Progetti",
    ),
    phone: "07831234561",
    department: L(
      "المشاريع والمقاولات",
      "Projects and contracting",
      undefined,
      "Projeler ve taahhüt",
      "Progetti e appalti",
    ),
  },
];

export const ruleDef = {
  title: L(
    "الشروط والأحكام",
    "Terms and conditions",
    "مەرج و ڕێساکان",
    "Şartlar ve koşullar",
    "Termini e condizioni",
  ),
  description: L(
    "<h3>الشروط العامة</h3><p>الأسعار بالدينار العراقي وتشمل الضريبة. يُؤكَّد كل طلب هاتفياً قبل الشحن.</p><h3>الإرجاع والاستبدال</h3><ul><li>يمكن إرجاع المنتج غير المستخدم خلال <strong>7 أيام</strong> من الاستلام بتغليفه الأصلي.</li><li>لا تُرجع المنتجات المركّبة أو المقصوصة حسب الطلب.</li></ul><h3>الكفالة</h3><p>تسري كفالة الوكيل من تاريخ الفاتورة وتشمل عيوب التصنيع فقط، ولا تشمل سوء الاستخدام أو التركيب من غير فنيينا.</p>",
    "<h3>General terms</h3><p>Prices are in Iraqi dinars and include tax. Every order is confirmed by phone before shipping.</p><h3>Returns and exchanges</h3><ul><li>Unused products may be returned within <strong>7 days</strong> of delivery in their original packaging.</li><li>Installed or made-to-measure products cannot be returned.</li></ul><h3>Warranty</h3><p>The dealer warranty runs from the invoice date and covers manufacturing defects only, not misuse or installation by third parties.</p>",
    "<h3>مەرجە گشتییەکان</h3><p>نرخەکان بە دیناری عێراقین. هەموو داواکارییەک پێش ناردن بە تەلەفۆن پشتڕاست دەکرێتەوە.</p><h3>گەڕاندنەوە و گۆڕینەوە</h3><ul><li>بەرهەمی بەکارنەهاتوو لە ماوەی <strong>7 ڕۆژ</strong>دا دەگەڕێنرێتەوە.</li></ul><h3>گەرەنتی</h3><p>گەرەنتی لە بەرواری پسوولەوە دەست پێدەکات و تەنها کەموکوڕی دروستکردن دەگرێتەوە.</p>",
    "<h3>Genel şartlar</h3><p>Fiyatlar Irak dinarı olup vergi dahildir. Her sipariş kargodan önce telefonla onaylanır.</p><h3>İade ve değişim</h3><ul><li>Kullanılmamış ürünler orijinal ambalajında <strong>7 gün</strong> içinde iade edilebilir.</li></ul><h3>Garanti</h3><p>Garanti fatura tarihinden başlar ve yalnızca üretim hatalarını kapsar.</p>",
    "<h3>Condizioni generali</h3><p>I prezzi sono in dinari iracheni, tasse incluse. Ogni ordine è confermato per telefono prima della spedizione.</p><h3>Resi e cambi</h3><ul><li>I prodotti non usati possono essere resi entro <strong>7 giorni</strong> nella confezione originale.</li></ul><h3>Garanzia</h3><p>La garanzia decorre dalla data della fattura e copre solo i difetti di fabbricazione.</p>",
  ),
};

export const socialDefs = [
  { icon: "facebook", name: "Facebook", link: "https://www.facebook.com/dukkan.iq", color: "#1877f2" },
  { icon: "instagram", name: "Instagram", link: "https://www.instagram.com/dukkan.iq", color: "#d62976" },
  { icon: "tiktok", name: "TikTok", link: "https://www.tiktok.com/@dukkan.iq", color: "#111111" },
  { icon: "whatsapp", name: "WhatsApp", link: "https://wa.me/9647701234567", color: "#25d366" },
];

export const paymentDefs = [
  {
    icon: "cash",
    value: L(
      "الدفع نقداً عند الاستلام",
      "Cash on delivery",
      "پارەدانی نەختینە لە کاتی وەرگرتن",
      "Kapıda nakit ödeme",
      "Contanti alla consegna",
    ),
  },
  { icon: "card", value: L("زين كاش", "Zain Cash", "زەین کاش", "Zain Cash", "Zain Cash") },
  { icon: "card", value: L("فاست باي", "FastPay", "فاست پەی", "FastPay", "FastPay") },
  {
    icon: "card",
    value: L(
      "بطاقة كي كارد أو ماستركارد في صالات العرض",
      "Qi Card or Mastercard in our showrooms",
      "کارتی کی یان ماستەرکارد لە هۆڵەکان",
      "Showroomlarda Qi Card veya Mastercard",
      "Qi Card o Mastercard negli showroom",
    ),
  },
];

export const settingTexts = {
  location: L(
    "بغداد — فرع الكرخ: المنصور، وفرع الرصافة: الكرادة داخل",
    "Baghdad — Karkh branch: Al-Mansour; Rusafa branch: Karrada Dakhil",
    "بەغدا — لقی کەرخ: مەنسوور؛ لقی ڕەسافە: کەرادەی ناوەوە",
    "Bağdat — Kerh şubesi: El-Mansur; Rusafa şubesi: Kerrade Dahil",
    "Baghdad — Filiale Karkh: Al-Mansour; Filiale Rusafa: Karrada Dakhil",
  ),
  description: L(
    "دكان: وجهتك لتجهيز المطابخ والحمامات والأجهزة المنزلية في العراق منذ 2009، بمنتجات أصلية وكفالة رسمية.",
    "Dukkan: your destination for kitchens, bathrooms and home appliances in Iraq since 2009, with genuine products and official warranty.",
    "دوکان: شوێنی تۆ بۆ چێشتخانە و گەرماو و ئامێرەکانی ماڵ لە عێراق لە 2009ەوە.",
    "Dukkan: 2009'dan beri Irak'ta mutfak, banyo ve ev aletlerinde adresiniz; orijinal ürün ve resmi garanti.",
    "Dukkan: dal 2009 il tuo punto di riferimento in Iraq per cucine, bagni ed elettrodomestici, con prodotti originali e garanzia ufficiale.",
  ),
  bestSelling: L("الأكثر مبيعاً", "Best sellers", "پرفرۆشترین", "Çok satanlar", "I più venduti"),
  newProduct: L("وصل حديثاً", "New arrivals", "تازە گەیشتوو", "Yeni gelenler", "Nuovi arrivi"),
  ourDealer: L("وكلاؤنا", "Our dealers", "بریکارەکانمان", "Bayilerimiz", "I nostri rivenditori"),
  discount: L(
    "خصومات تصل إلى 40%",
    "Discounts up to 40%",
    "داشکاندن تا 40%",
    "%40'a varan indirimler",
    "Sconti fino al 40%",
  ),
};
