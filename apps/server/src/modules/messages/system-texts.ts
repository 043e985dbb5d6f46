import type { Language } from "@dukkan/contracts";

type Texts = Record<Language, string>;

/**
 * Messages that are not an order event's (decision 0038): a code sent to a phone (password reset, the phone's
 * confirmation before a first cash-on-delivery order), the staff's new-order alert and the owner's morning
 * summary. Staff cannot replace these texts; WhatsApp's approved templates take the parameters in this order.
 */
export const systemTemplates = {
  password_reset_code: {
    params: ["code"],
    subject: {
      ar: "رمز إعادة تعيين كلمة المرور",
      en: "Your password reset code",
      ckb: "کۆدی دانانەوەی وشەی نهێنی",
      tr: "Şifre sıfırlama kodunuz",
      it: "Il tuo codice per reimpostare la password",
    },
    text: {
      ar: "رمز إعادة تعيين كلمة المرور: {code}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.",
      en: "Your password reset code: {code}. It is valid for 10 minutes. Do not share it with anyone.",
      ckb: "کۆدی دانانەوەی وشەی نهێنی: {code}. بۆ 10 خولەک کار دەکات. لەگەڵ کەس بەشی مەکە.",
      tr: "Şifre sıfırlama kodunuz: {code}. 10 dakika geçerlidir. Kimseyle paylaşmayın.",
      it: "Il tuo codice per reimpostare la password: {code}. Vale 10 minuti. Non condividerlo con nessuno.",
    },
  },
  phone_confirmation_code: {
    params: ["code"],
    subject: {
      ar: "رمز تأكيد رقم الهاتف",
      en: "Your phone confirmation code",
      ckb: "کۆدی پشتڕاستکردنەوەی ژمارەی مۆبایل",
      tr: "Telefon doğrulama kodunuz",
      it: "Il tuo codice di conferma del telefono",
    },
    text: {
      ar: "رمز تأكيد طلبك: {code}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.",
      en: "Your order confirmation code: {code}. It is valid for 10 minutes. Do not share it with anyone.",
      ckb: "کۆدی پشتڕاستکردنەوەی داواکارییەکەت: {code}. بۆ 10 خولەک کار دەکات. لەگەڵ کەس بەشی مەکە.",
      tr: "Sipariş doğrulama kodunuz: {code}. 10 dakika geçerlidir. Kimseyle paylaşmayın.",
      it: "Il codice di conferma del tuo ordine: {code}. Vale 10 minuti. Non condividerlo con nessuno.",
    },
  },
  staff_new_order: {
    params: ["order_number", "total", "customer", "staff_url"],
    subject: {
      ar: "طلب جديد {order_number}",
      en: "New order {order_number}",
      ckb: "داواکاریی نوێ {order_number}",
      tr: "Yeni sipariş {order_number}",
      it: "Nuovo ordine {order_number}",
    },
    text: {
      ar: "طلب جديد {order_number} من {customer}، المجموع {total}. {staff_url}",
      en: "New order {order_number} from {customer}, total {total}. {staff_url}",
      ckb: "داواکاریی نوێ {order_number} لە {customer}، کۆی گشتی {total}. {staff_url}",
      tr: "{customer} adlı müşteriden yeni sipariş {order_number}, toplam {total}. {staff_url}",
      it: "Nuovo ordine {order_number} da {customer}, totale {total}. {staff_url}",
    },
  },
  morning_summary: {
    params: ["date", "orders", "sales", "cash_with_couriers", "settlement_differences", "sold_out_sizes"],
    subject: {
      ar: "ملخص يوم {date}",
      en: "Summary of {date}",
      ckb: "کورتەی ڕۆژی {date}",
      tr: "{date} özeti",
      it: "Riepilogo del {date}",
    },
    text: {
      ar: "صباح الخير! يوم {date}: الطلبات {orders}، المبيعات {sales}. نقد لدى المندوبين: {cash_with_couriers}. فروقات تسوية غير محلولة: {settlement_differences}. مقاسات نفدت: {sold_out_sizes}.",
      en: "Good morning! {date}: {orders} orders, sales {sales}. Cash still with couriers: {cash_with_couriers}. Unresolved settlement differences: {settlement_differences}. Sizes that ran out: {sold_out_sizes}.",
      ckb: "بەیانیت باش! ڕۆژی {date}: داواکاری {orders}، فرۆشتن {sales}. پارەی لای گەیەنەران: {cash_with_couriers}. جیاوازیی یەکلاییکردنەوەی چارەسەرنەکراو: {settlement_differences}. قەبارەی تەواوبوو: {sold_out_sizes}.",
      tr: "Günaydın! {date}: {orders} sipariş, satış {sales}. Kuryelerde bekleyen nakit: {cash_with_couriers}. Çözülmemiş mutabakat farkları: {settlement_differences}. Tükenen bedenler: {sold_out_sizes}.",
      it: "Buongiorno! {date}: {orders} ordini, vendite {sales}. Contanti ancora presso i corrieri: {cash_with_couriers}. Differenze di rendiconto aperte: {settlement_differences}. Taglie esaurite: {sold_out_sizes}.",
    },
  },
} as const satisfies Record<string, { params: readonly string[]; subject: Texts; text: Texts }>;
