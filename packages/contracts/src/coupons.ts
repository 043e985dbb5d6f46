import { z } from "zod";

/** `POST /coupons/validate` (the cart page's apply_coupon; issue 10). */
export const couponValidateRequestSchema = z.object({
  code: z.string().trim().min(1).max(40),
  subtotal: z.coerce.number().int().min(0),
});

export const couponSchema = z.object({
  code: z.string(),
  kind: z.enum(["percent", "fixed"]),
  value: z.number().int(),
  min_subtotal: z.number().int(),
  discount: z.number().int().meta({ description: "IQD off the given subtotal" }),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponValidateResponseSchema = z.object({ data: couponSchema });

/** The discount of a coupon on a subtotal: a percent rounded to a whole dinar, or a fixed amount up to the subtotal. */
export function couponDiscount(
  coupon: { kind: "percent" | "fixed"; value: number },
  subtotal: number,
): number {
  const amount = coupon.kind === "percent" ? Math.round((subtotal * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(amount, subtotal));
}
