import { z } from "zod";
import { languages } from "./languages.ts";

/**
 * What the staff app's order entry screen reads (issue 38): products found by code or name with each colour's
 * sizes, their stock and the unit price the order will charge; customers found by name or phone with the
 * address of their last order; the governorates with their delivery fees. Behind `orders.enter`: an order
 * agent sees neither the catalogue nor the shop's settings.
 */

export const orderEntryLookupQuerySchema = z.object({
  q: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(100, { error: "too_long" }),
  lang: z.enum(languages).optional(),
});
export const orderEntryLangQuerySchema = z.object({ lang: z.enum(languages).optional() });

export const orderEntrySizeSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  /** the unit price a line of this size is charged: the size's price less the product's discount, IQD */
  unit_price: z.number().int(),
  /** units on the shelf now */
  quantity: z.number().int(),
});

export const orderEntryColorSchema = z.object({
  /** the product colour's id: an order line's `color_id` */
  id: z.number().int(),
  name: z.string(),
  hex: z.string(),
  sizes: z.array(orderEntrySizeSchema),
});

export const orderEntryProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string(),
  colors: z.array(orderEntryColorSchema),
});
export type OrderEntryProduct = z.infer<typeof orderEntryProductSchema>;
export const orderEntryProductsResponseSchema = z.object({ data: z.array(orderEntryProductSchema) });

export const orderEntryCustomerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  /** E.164 */
  phone: z.string(),
  /** the governorate of the last order, else the account's; null when neither is known */
  governorate_id: z.number().int().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  /** the language of their last order (their messages and printouts), else ar */
  language: z.enum(languages),
});
export type OrderEntryCustomer = z.infer<typeof orderEntryCustomerSchema>;
export const orderEntryCustomersResponseSchema = z.object({ data: z.array(orderEntryCustomerSchema) });

export const orderEntryGovernorateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  delivery_fee: z.number().int(),
});
export type OrderEntryGovernorate = z.infer<typeof orderEntryGovernorateSchema>;
export const orderEntryGovernoratesResponseSchema = z.object({
  data: z.array(orderEntryGovernorateSchema),
});
