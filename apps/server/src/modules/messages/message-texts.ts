import { directionOf, type Language } from "@dukkan/contracts";

/** What each message says, by template key: its parameters in order (WhatsApp's {{1}}, {{2}}, …) and its texts. */
export const templates = {
  order_placed: {
    params: ["order_number", "total", "tracking_url"],
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
} as const satisfies Record<
  string,
  { params: readonly string[]; subject: Record<Language, string>; text: Record<Language, string> }
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
/** Parameters that read left to right in every language (`DK-…`, a link); others (an amount with د.ع) as their text. */
const leftToRight = new Set(["order_number", "tracking_url"]);

function fill(template: string, params: Record<string, string>, rtl: boolean): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? "";
    if (!rtl) return value;
    return `${leftToRight.has(name) ? lri : fsi}${value}${pdi}`;
  });
}

/** The message's text (SMS and e-mail) in its language; right-to-left languages start with a right-to-left mark. */
export function renderText(key: TemplateKey, lang: Language, params: Record<string, string>) {
  const rtl = directionOf(lang) === "rtl";
  const body = fill(templates[key].text[lang], params, rtl);
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
