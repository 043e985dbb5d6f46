import type { Language } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { orders } from "@dukkan/db/schema/orders";
import { orderSettings } from "@dukkan/db/schema/orders-settings";
import { and, eq } from "drizzle-orm";
import type { PhoneCodes } from "#server/modules/auth/phone-codes.service.ts";
import { checkoutFieldError } from "#server/modules/coupons/coupons.service.ts";

export type PhoneConfirmation = ReturnType<typeof createPhoneConfirmation>;

/**
 * The shop's defence against fake cash-on-delivery orders (issue 39, decision 0038): when the setting is on, a
 * phone that never had an order delivered confirms itself with a code before its cash-on-delivery order.
 */
export function createPhoneConfirmation(deps: { db: Db; codes: PhoneCodes }) {
  const { db, codes } = deps;

  async function settings() {
    const [row] = await db.select().from(orderSettings).where(eq(orderSettings.id, 1));
    return { cod_phone_confirmation: row?.codPhoneConfirmation ?? false };
  }

  /** Whether this phone must confirm itself: the setting is on and no order to it was ever delivered. */
  async function required(phone: string): Promise<boolean> {
    if (!(await settings()).cod_phone_confirmation) return false;
    const [delivered] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.phone, phone), eq(orders.status, "delivered")))
      .limit(1);
    return !delivered;
  }

  return {
    settings,

    async saveSettings(input: { cod_phone_confirmation: boolean }, staffId: number) {
      await db
        .insert(orderSettings)
        .values({ id: 1, codPhoneConfirmation: input.cod_phone_confirmation, updatedBy: staffId })
        .onConflictDoUpdate({
          target: orderSettings.id,
          set: {
            codPhoneConfirmation: input.cod_phone_confirmation,
            updatedBy: staffId,
            updatedAt: new Date(),
          },
        });
      return settings();
    },

    /** Sends a code when the phone must confirm itself; nothing otherwise (the answer is the same). */
    async sendCode(phone: string, lang: Language): Promise<void> {
      if (await required(phone)) await codes.send({ phone, purpose: "phone_confirmation", lang });
    },

    /** Before a cash-on-delivery order: a 422 on `phone_code` when the phone must confirm and has not. */
    async check(phone: string, code: string | null | undefined): Promise<void> {
      if (!(await required(phone))) return;
      if (!code) throw checkoutFieldError("phone_code", "phone_confirmation_required");
      const digits = code.replace(/[\s-]/g, "");
      if (!/^\d{6}$/.test(digits) || !(await codes.consume(phone, "phone_confirmation", digits))) {
        throw checkoutFieldError("phone_code", "phone_code_invalid");
      }
    },
  };
}
