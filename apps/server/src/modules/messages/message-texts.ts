import { directionOf, type Language } from "@dukkan/contracts";
import { type MessageEvent, messagePlaceholders } from "@dukkan/contracts/messages";
import { systemTemplates } from "./system-texts.ts";

type Texts = Record<Language, string>;

/**
 * The default texts of each message (decision 0037: the staff may replace a text per event and language; the
 * subject stays this one). Parameters are `{name}`; their order for WhatsApp's {{1}}, {{2}}, … is the event's
 * placeholders (contracts' `messagePlaceholders`). `test_message` is the settings page's test and has none.
 */
export const templates = {
  order_placed: {
    params: messagePlaceholders.order_placed,
    subject: {
      ar: "تم استلام طلبك {order_number}",
      en: "We received your order {order_number}",
      ckb: "داواکارییەکەت {order_number} وەرگیرا",
      tr: "Siparişiniz {order_number} alındı",
      it: "Abbiamo ricevuto il tuo ordine {order_number}",
    },
    text: {
      ar: "شكراً لطلبك! رقم الطلب {order_number}، المجموع {total}. تابع طلبك: {tracking_url}",
      en: "Thank you for your order! Order {order_number}, total {total}. Track it: {tracking_url}",
      ckb: "سوپاس بۆ داواکارییەکەت! ژمارەی داواکاری {order_number}، کۆی گشتی {total}. بەدوادا چوون: {tracking_url}",
      tr: "Siparişiniz için teşekkürler! Sipariş {order_number}, toplam {total}. Takip edin: {tracking_url}",
      it: "Grazie per il tuo ordine! Ordine {order_number}, totale {total}. Seguilo qui: {tracking_url}",
    },
  },
  order_confirmed: {
    params: messagePlaceholders.order_confirmed,
    subject: {
      ar: "تم تأكيد طلبك {order_number}",
      en: "Your order {order_number} is confirmed",
      ckb: "داواکارییەکەت {order_number} پشتڕاست کرایەوە",
      tr: "Siparişiniz {order_number} onaylandı",
      it: "Il tuo ordine {order_number} è confermato",
    },
    text: {
      ar: "تم تأكيد طلبك {order_number}. المجموع {total}. تابع طلبك: {tracking_url}",
      en: "Your order {order_number} is confirmed. Total {total}. Track it: {tracking_url}",
      ckb: "داواکارییەکەت {order_number} پشتڕاست کرایەوە. کۆی گشتی {total}. بەدوادا چوون: {tracking_url}",
      tr: "Siparişiniz {order_number} onaylandı. Toplam {total}. Takip edin: {tracking_url}",
      it: "Il tuo ordine {order_number} è confermato. Totale {total}. Seguilo qui: {tracking_url}",
    },
  },
  order_with_courier: {
    params: messagePlaceholders.order_with_courier,
    subject: {
      ar: "طلبك {order_number} في الطريق إليك",
      en: "Your order {order_number} is on its way",
      ckb: "داواکارییەکەت {order_number} لە ڕێگایە",
      tr: "Siparişiniz {order_number} yolda",
      it: "Il tuo ordine {order_number} è in consegna",
    },
    text: {
      ar: "طلبك {order_number} في الطريق إليك. المندوب: {courier_name} ({courier_phone}). المبلغ عند الاستلام: {amount_to_pay}. تابع طلبك: {tracking_url}",
      en: "Your order {order_number} is on its way. Courier: {courier_name} ({courier_phone}). To pay on delivery: {amount_to_pay}. Track it: {tracking_url}",
      ckb: "داواکارییەکەت {order_number} لە ڕێگایە. گەیەنەر: {courier_name} ({courier_phone}). بڕی پارە لە کاتی وەرگرتن: {amount_to_pay}. بەدوادا چوون: {tracking_url}",
      tr: "Siparişiniz {order_number} yolda. Kurye: {courier_name} ({courier_phone}). Teslimatta ödenecek tutar: {amount_to_pay}. Takip edin: {tracking_url}",
      it: "Il tuo ordine {order_number} è in consegna. Corriere: {courier_name} ({courier_phone}). Da pagare alla consegna: {amount_to_pay}. Seguilo qui: {tracking_url}",
    },
  },
  order_delivered: {
    params: messagePlaceholders.order_delivered,
    subject: {
      ar: "تم تسليم طلبك {order_number}",
      en: "Your order {order_number} was delivered",
      ckb: "داواکارییەکەت {order_number} گەیەندرا",
      tr: "Siparişiniz {order_number} teslim edildi",
      it: "Il tuo ordine {order_number} è stato consegnato",
    },
    text: {
      ar: "تم تسليم طلبك {order_number}. شكراً لتسوقك معنا!",
      en: "Your order {order_number} was delivered. Thank you for shopping with us!",
      ckb: "داواکارییەکەت {order_number} گەیەندرا. سوپاس بۆ بازاڕکردنت لەگەڵمان!",
      tr: "Siparişiniz {order_number} teslim edildi. Bizi tercih ettiğiniz için teşekkürler!",
      it: "Il tuo ordine {order_number} è stato consegnato. Grazie per aver acquistato da noi!",
    },
  },
  order_cancelled: {
    params: messagePlaceholders.order_cancelled,
    subject: {
      ar: "تم إلغاء طلبك {order_number}",
      en: "Your order {order_number} was cancelled",
      ckb: "داواکارییەکەت {order_number} هەڵوەشایەوە",
      tr: "Siparişiniz {order_number} iptal edildi",
      it: "Il tuo ordine {order_number} è stato annullato",
    },
    text: {
      ar: "تم إلغاء طلبك {order_number}. السبب: {reason}",
      en: "Your order {order_number} was cancelled. Reason: {reason}",
      ckb: "داواکارییەکەت {order_number} هەڵوەشایەوە. هۆکار: {reason}",
      tr: "Siparişiniz {order_number} iptal edildi. Neden: {reason}",
      it: "Il tuo ordine {order_number} è stato annullato. Motivo: {reason}",
    },
  },
  order_returned: {
    params: messagePlaceholders.order_returned,
    subject: {
      ar: "عاد طلبك {order_number}",
      en: "Your order {order_number} came back",
      ckb: "داواکارییەکەت {order_number} گەڕایەوە",
      tr: "Siparişiniz {order_number} geri döndü",
      it: "Il tuo ordine {order_number} è tornato indietro",
    },
    text: {
      ar: "عاد طلبك {order_number} إلينا دون استلام. راسلنا لأي سؤال.",
      en: "Your order {order_number} came back to us undelivered. Write to us with any question.",
      ckb: "داواکارییەکەت {order_number} بێ وەرگرتن گەڕایەوە بۆمان. بۆ هەر پرسیارێک نامەمان بۆ بنێرە.",
      tr: "Siparişiniz {order_number} teslim alınmadan bize geri döndü. Sorularınız için bize yazın.",
      it: "Il tuo ordine {order_number} ci è tornato senza essere consegnato. Scrivici per qualsiasi domanda.",
    },
  },
  test_message: {
    params: [],
    subject: {
      ar: "رسالة تجريبية",
      en: "A test message",
      ckb: "نامەیەکی تاقیکاری",
      tr: "Deneme mesajı",
      it: "Messaggio di prova",
    },
    text: {
      ar: "رسالة تجريبية من المتجر: هذه القناة تعمل.",
      en: "A test message from the shop: this channel works.",
      ckb: "نامەیەکی تاقیکاری لە فرۆشگاوە: ئەم کەناڵە کار دەکات.",
      tr: "Mağazadan bir deneme mesajı: bu kanal çalışıyor.",
      it: "Un messaggio di prova dal negozio: questo canale funziona.",
    },
  },
  // Codes, staff alerts and the morning summary (decision 0038).
  ...systemTemplates,
} as const satisfies Record<
  MessageEvent | "test_message",
  { params: readonly string[]; subject: Texts; text: Texts }
>;

export type TemplateKey = keyof typeof templates;

export function isTemplateKey(key: string): key is TemplateKey {
  return Object.hasOwn(templates, key);
}

/** Right-to-left mark; isolates that keep a parameter's own order inside right-to-left text. */
const rlm = "\u200f";
const lri = "\u2066";
const fsi = "\u2068";
const pdi = "\u2069";
/**
 * Parameters that read left to right in every language (`DK-…`, a link, a phone number); the others (an amount
 * with د.ع, a name, a reason) take the direction of their own first strong letter.
 */
const leftToRight = new Set(["order_number", "tracking_url", "courier_phone"]);

function fill(template: string, params: Record<string, string>, rtl: boolean): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? "";
    if (!rtl) return value;
    return `${leftToRight.has(name) ? lri : fsi}${value}${pdi}`;
  });
}

/**
 * The message's text (SMS and e-mail) in its language, from the staff's text when there is one (`override`),
 * else the default; right-to-left languages start with a right-to-left mark. The sender and the settings
 * page's preview both call this.
 */
export function renderText(
  key: TemplateKey,
  lang: Language,
  params: Record<string, string>,
  override?: string | null,
) {
  const rtl = directionOf(lang) === "rtl";
  const body = fill(override ?? templates[key].text[lang], params, rtl);
  return {
    text: rtl ? `${rlm}${body}` : body,
    subject: fill(templates[key].subject[lang], params, false),
    rtl,
  };
}

/** WhatsApp's template parameters, in the template's order. */
export function templateParameters(key: TemplateKey, params: Record<string, string>): string[] {
  return templates[key].params.map((name) => params[name] ?? "");
}
