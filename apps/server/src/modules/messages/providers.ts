import type { Language } from "@dukkan/contracts";
import type { Transporter } from "nodemailer";
import { renderText, type TemplateKey, templateParameters } from "./message-texts.ts";
import {
  type EmailConfig,
  type MessagingConfig,
  type SmsGatewayConfig,
  type WhatsAppConfig,
  whatsAppLanguage,
} from "./messaging-config.ts";

export const channels = ["whatsapp", "sms", "email"] as const;
export type Channel = (typeof channels)[number];

export interface OutgoingMessage {
  recipient: string;
  lang: Language;
  templateKey: TemplateKey;
  params: Record<string, string>;
  /** The staff's text for this event and language (SMS and e-mail; WhatsApp's text is Meta's approved one). */
  override?: string | null;
}

/** Sends one message or throws; the error's message is kept as the row's last error (never with the text). */
export interface Provider {
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}

const requestTimeoutMs = 15_000;

/** A gateway's answer other than 2xx, with the start of its body (gateways explain themselves there). */
async function checkAnswer(response: Response, what: string) {
  if (response.ok) return;
  const body = (await response.text().catch(() => "")).slice(0, 200);
  throw new Error(`${what} answered ${response.status}${body ? `: ${body}` : ""}`);
}

/** `{to}` and `{text}` in the body template, JSON-escaped when the body is JSON, else form-encoded. */
function smsBody(template: string, to: string, text: string): string {
  const json = template.trimStart().startsWith("{");
  const encode = json ? (v: string) => JSON.stringify(v).slice(1, -1) : encodeURIComponent;
  return template.replaceAll("{to}", encode(to)).replaceAll("{text}", encode(text));
}

export function smsProvider(config: SmsGatewayConfig): Provider {
  return {
    async send(message) {
      const { text } = renderText(message.templateKey, message.lang, message.params, message.override);
      const headers: Record<string, string> = {};
      if (config.auth) headers.authorization = config.auth;
      let url = config.url;
      let body: string | undefined;
      if (config.body) {
        body = smsBody(config.body, message.recipient, text);
        headers["content-type"] = body.trimStart().startsWith("{")
          ? "application/json"
          : "application/x-www-form-urlencoded";
      } else {
        const u = new URL(url);
        u.searchParams.set("to", message.recipient);
        u.searchParams.set("text", text);
        url = u.toString();
      }
      const response = await fetch(url, {
        method: config.method,
        headers,
        body,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      await checkAnswer(response, "The SMS gateway");
    },
  };
}

/**
 * The settings page's test goes as `hello_world`, the template every Cloud API account has (in en_US): a shop
 * can test its number before Meta approves its own templates.
 */
const whatsAppTest = { name: "hello_world", language: "en_US" };

/**
 * Codes go as Meta's "authentication" templates (the only category Meta allows one-time codes in), whose copy-code
 * button takes the code again as its own parameter: the button is a URL button at index 0 once approved.
 */
const codeTemplates: ReadonlySet<TemplateKey> = new Set(["password_reset_code", "phone_confirmation_code"]);

function whatsAppComponents(templateKey: TemplateKey, params: Parameters<typeof templateParameters>[1]) {
  const parameters = templateParameters(templateKey, params).map((text) => ({ type: "text", text }));
  if (parameters.length === 0) return [];
  const body = { type: "body", parameters };
  if (!codeTemplates.has(templateKey)) return [body];
  return [body, { type: "button", sub_type: "url", index: "0", parameters: parameters.slice(0, 1) }];
}

/** A template message through the WhatsApp Business Cloud API: the template is named by the message's key. */
export function whatsAppProvider(config: WhatsAppConfig): Provider {
  return {
    async send(message) {
      const test = message.templateKey === "test_message";
      const components = whatsAppComponents(message.templateKey, message.params);
      const response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          to: message.recipient.replace(/^\+/, ""),
          type: "template",
          template: {
            name: test ? whatsAppTest.name : message.templateKey,
            language: { code: test ? whatsAppTest.language : whatsAppLanguage[message.lang] },
            ...(components.length > 0 ? { components } : {}),
          },
        }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      await checkAnswer(response, "WhatsApp");
    },
  };
}

export function emailProvider(config: EmailConfig): Provider {
  const url = new URL(config.smtpUrl);
  url.searchParams.set("connectionTimeout", String(requestTimeoutMs));
  url.searchParams.set("greetingTimeout", String(requestTimeoutMs));
  url.searchParams.set("socketTimeout", String(requestTimeoutMs));
  // nodemailer (~5 MB of the heap) is loaded for the first e-mail, not kept by a server that has sent none yet
  // (issue 37, decision 0041).
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(url.toString()),
    ));
  return {
    async send(message) {
      const { text, subject, rtl } = renderText(
        message.templateKey,
        message.lang,
        message.params,
        message.override,
      );
      const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
      await (await transporter()).sendMail({
        from: config.from,
        to: message.recipient,
        subject,
        text,
        html: `<div dir="${rtl ? "rtl" : "ltr"}" lang="${message.lang}">${escaped}</div>`,
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}

/** The providers that are configured; a channel missing here is off. */
export function createProviders(config: MessagingConfig): Partial<Record<Channel, Provider>> {
  return {
    ...(config.whatsapp ? { whatsapp: whatsAppProvider(config.whatsapp) } : {}),
    ...(config.sms ? { sms: smsProvider(config.sms) } : {}),
    ...(config.email ? { email: emailProvider(config.email) } : {}),
  };
}
