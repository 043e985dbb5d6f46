import { type Language, normalizeIraqiPhone } from "@dukkan/contracts";

/** The SMS gateway (most Iraqi gateways): one HTTP request per message, its body a template. */
export interface SmsGatewayConfig {
  url: string;
  method: string;
  /** With `{to}` and `{text}`; without it the values go in the URL's query (`to`, `text`). */
  body: string | undefined;
  /** An Authorization header value. */
  auth: string | undefined;
}

export interface WhatsAppConfig {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
}

export interface EmailConfig {
  smtpUrl: string;
  from: string;
}

/** Each provider is off (undefined) when not configured; the sender's timings are tunable for tests. */
export interface MessagingConfig {
  sms: SmsGatewayConfig | undefined;
  whatsapp: WhatsAppConfig | undefined;
  email: EmailConfig | undefined;
  /** How often the sender looks for due messages. */
  pollMs: number;
  /** Tries before a message is failed for good. */
  maxAttempts: number;
  /** The wait after the first failure; each further failure doubles it. */
  backoffMs: number;
  /** How long one try may take before another instance may take the message again (a crash mid-send). */
  leaseMs: number;
  /** STAFF_ALERT_TO: phones and e-mail addresses that get a message per new order (decision 0038). */
  staffAlertTo?: string[];
  /** OWNER_SUMMARY_TO: the owner's phones and addresses for the morning summary (else STAFF_ALERT_TO). */
  ownerSummaryTo?: string[];
  /** MORNING_SUMMARY_HOUR: the hour (Asia/Baghdad) of the owner's morning summary; null turns it off. */
  morningSummaryHour?: number | null;
}

/** The Cloud API's base, with its version. */
export const defaultWhatsAppApiUrl = "https://graph.facebook.com/v21.0";

export function loadMessagingConfig(env: NodeJS.ProcessEnv): MessagingConfig {
  return {
    sms: env.SMS_GATEWAY_URL
      ? {
          url: env.SMS_GATEWAY_URL,
          method: (env.SMS_GATEWAY_METHOD || (env.SMS_GATEWAY_BODY ? "POST" : "GET")).toUpperCase(),
          body: env.SMS_GATEWAY_BODY || undefined,
          auth: env.SMS_GATEWAY_AUTH || undefined,
        }
      : undefined,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            apiUrl: (env.WHATSAPP_API_URL || defaultWhatsAppApiUrl).replace(/\/+$/, ""),
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          }
        : undefined,
    email: env.SMTP_URL && env.MAIL_FROM ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
    pollMs: 2000,
    maxAttempts: 6,
    backoffMs: 30_000,
    leaseMs: 5 * 60_000,
    staffAlertTo: parseStaffAlertTo(env.STAFF_ALERT_TO),
    ownerSummaryTo: parseStaffAlertTo(env.OWNER_SUMMARY_TO),
    morningSummaryHour: parseSummaryHour(env.MORNING_SUMMARY_HOUR),
  };
}

/** WhatsApp template languages; the Cloud API has no Sorani code we can rely on, so ckb uses the Arabic one. */
export const whatsAppLanguage: Record<Language, string> = {
  ar: "ar",
  en: "en",
  ckb: "ar",
  tr: "tr",
  it: "it",
};

/** `+9647701234567, boss@example.com`: phones normalised to E.164 (an entry that is neither is dropped). */
export function parseStaffAlertTo(value: string | undefined): string[] {
  const out: string[] = [];
  for (const raw of (value ?? "").split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry.includes("@")) out.push(entry.toLowerCase());
    else {
      const phone =
        normalizeIraqiPhone(entry) ??
        (/^\+[1-9]\d{7,14}$/.test(entry.replace(/[\s-]/g, "")) ? entry.replace(/[\s-]/g, "") : null);
      if (phone) out.push(phone);
    }
  }
  return [...new Set(out)];
}

/** 0–23, default 8; `off` (or `none`) turns the summary off. */
export function parseSummaryHour(value: string | undefined): number | null {
  const text = value?.trim().toLowerCase();
  if (!text) return 8;
  if (text === "off" || text === "none") return null;
  const hour = Number.parseInt(text, 10);
  if (
    !Number.isInteger(hour) ||
    hour < 0 ||
    hour > 23 ||
    String(hour) !== text.replace(/^0(?=\d)/, "").split(":")[0]
  ) {
    throw new Error(`MORNING_SUMMARY_HOUR must be an hour from 0 to 23 or "off", not "${value}"`);
  }
  return hour;
}
