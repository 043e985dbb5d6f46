import { languages } from "@dukkan/contracts";
import { unknownPlaceholders } from "@dukkan/contracts/messages";
import { describe, expect, it } from "vitest";
import { renderText, templates } from "./message-texts.ts";
import { startHttpStandIn } from "./messages.test-support.ts";
import { defaultWhatsAppApiUrl, loadMessagingConfig } from "./messaging-config.ts";
import { whatsAppProvider } from "./providers.ts";
import { maskRecipient } from "./redact.ts";

const params = { order_number: "DK-ABCDEFGH", total: "25,000 د.ع", tracking_url: "https://shop.iq/ar/order" };

describe("message texts", () => {
  it("has every template in all five languages, each using all its parameters", () => {
    for (const [key, template] of Object.entries(templates)) {
      for (const lang of languages) {
        for (const name of template.params)
          expect(template.text[lang], `${key} ${lang}`).toContain(`{${name}}`);
        expect(template.subject[lang]).toBeTruthy();
      }
    }
  });

  it("starts right-to-left texts with a mark and isolates their left-to-right parts", () => {
    const ar = renderText("order_placed", "ckb", params);
    expect(ar.rtl).toBe(true);
    expect(ar.text.startsWith("\u200f")).toBe(true);
    expect(ar.text).toContain("\u2066DK-ABCDEFGH\u2069");
    expect(ar.text).toContain("\u206825,000 د.ع\u2069");
    const en = renderText("order_placed", "tr", params);
    expect(en.rtl).toBe(false);
    expect(en.text).toBe(
      "Siparişiniz için teşekkürler! Sipariş DK-ABCDEFGH, toplam 25,000 د.ع. Takip edin: https://shop.iq/ar/order",
    );
  });
});

describe("masked recipients", () => {
  it("never shows a whole phone or address", () => {
    expect(maskRecipient("+9647701234567")).toBe("+96477••••••67");
    expect(maskRecipient("zainab@example.com")).toBe("z•••@example.com");
  });
});

describe("messaging configuration", () => {
  it("leaves each provider off unless configured", () => {
    const off = loadMessagingConfig({});
    expect([off.sms, off.whatsapp, off.email]).toEqual([undefined, undefined, undefined]);
    expect(loadMessagingConfig({ WHATSAPP_TOKEN: "t" }).whatsapp).toBeUndefined();
    expect(loadMessagingConfig({ SMTP_URL: "smtp://h:25" }).email).toBeUndefined();
  });

  it("reads each provider's variables", () => {
    const on = loadMessagingConfig({
      SMS_GATEWAY_URL: "https://sms.example/send",
      SMS_GATEWAY_BODY: "to={to}&text={text}",
      SMS_GATEWAY_AUTH: "Basic abc",
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "42",
      SMTP_URL: "smtps://u:p@mail.example:465",
      MAIL_FROM: "Dukkan <shop@example.com>",
    });
    expect(on.sms).toEqual({
      url: "https://sms.example/send",
      method: "POST",
      body: "to={to}&text={text}",
      auth: "Basic abc",
    });
    expect(on.whatsapp).toEqual({ apiUrl: defaultWhatsAppApiUrl, token: "t", phoneNumberId: "42" });
    expect(on.email).toEqual({ smtpUrl: "smtps://u:p@mail.example:465", from: "Dukkan <shop@example.com>" });
    expect(loadMessagingConfig({ SMS_GATEWAY_URL: "https://sms.example/send" }).sms?.method).toBe("GET");
  });
});

describe("order events and the staff's texts (decision 0037)", () => {
  it("names a text's unknown placeholders, once each; an event's own ones are fine", () => {
    expect(unknownPlaceholders("order_cancelled", "{order_number}: {reason}")).toEqual([]);
    expect(unknownPlaceholders("order_cancelled", "{total} {total} {} {courier_name}")).toEqual([
      "total",
      "",
      "courier_name",
    ]);
  });

  it("renders a staff text as the default: the same isolates, the courier's phone left to right", () => {
    const text = renderText(
      "order_with_courier",
      "ar",
      { order_number: "DK-1", courier_name: "علي", courier_phone: "+9647701234567" },
      "{courier_name} {courier_phone} {order_number}",
    ).text;
    expect(text).toBe("\u200f\u2068علي\u2069 \u2066+9647701234567\u2069 \u2066DK-1\u2069");
  });

  it("sends WhatsApp's test as hello_world (en_US, no parameters), an event with its parameters in order", async () => {
    const http = await startHttpStandIn();
    try {
      const provider = whatsAppProvider({ apiUrl: http.url, token: "t", phoneNumberId: "9" });
      await provider.send({
        recipient: "+9647701234567",
        lang: "ckb",
        templateKey: "test_message",
        params: {},
      });
      await provider.send({
        recipient: "+9647701234567",
        lang: "ckb",
        templateKey: "order_cancelled",
        params: { reason: "R", order_number: "DK-1" },
      });
      await provider.send({
        recipient: "+9647701234567",
        lang: "en",
        templateKey: "password_reset_code",
        params: { code: "482913" },
      });
      const [test, cancelled, code] = http.received.map((r) => JSON.parse(r.body).template);
      expect(test).toEqual({ name: "hello_world", language: { code: "en_US" } });
      expect(cancelled).toEqual({
        name: "order_cancelled",
        language: { code: "ar" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "DK-1" },
              { type: "text", text: "R" },
            ],
          },
        ],
      });
      // An authentication template's copy-code button carries the code too.
      expect(code.components).toEqual([
        { type: "body", parameters: [{ type: "text", text: "482913" }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "482913" }] },
      ]);
    } finally {
      await http.close();
    }
  });
});
