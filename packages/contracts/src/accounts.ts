import { z } from "zod";
import { productCardSchema } from "./catalog.ts";
import { languages } from "./languages.ts";
import { normalizeIraqiPhone } from "./phone.ts";

/**
 * Client accounts (spec §3, §5, §7): registration, login, tokens, profile, wishlist, ratings, cities.
 * Field rules live here so the storefront's forms and the server validate alike. A field error's zod message is
 * a stable code (`invalid_phone`); the server sends the English text of `fieldErrorMessages` beside it.
 */

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const fieldErrorMessages = {
  required: "This field is required.",
  full_name_required: "The full name is required.",
  full_name_too_long: "The full name may not be greater than 100 characters.",
  phone_required: "The phone is required.",
  invalid_phone: "The phone must be an Iraqi mobile number, like 0770 123 4567.",
  phone_taken: "The phone has already been taken.",
  password_required: "The password is required.",
  password_too_short: "The password must be at least 8 characters.",
  password_too_long: "The password may not be greater than 128 characters.",
  password_too_common: "This password is too common. Choose another one.",
  password_guessable:
    "This password is easy to guess: it is made of the e-mail, the phone or the shop's name.",
  current_password_required: "The current password is required.",
  current_password_wrong: "The current password is incorrect.",
  invalid_email: "The e-mail must be a valid e-mail address.",
  invalid_city: "The selected city is invalid.",
  invalid_date: "The born date must be a valid date (YYYY-MM-DD) in the past.",
  invalid_gender: "The gender must be Male or Female.",
  invalid_value: "The value is not valid.",
  code_required: "The code is required.",
  code_invalid: "The code is wrong or has expired. Ask for a new one.",
} as const;
export type FieldErrorCode = keyof typeof fieldErrorMessages;

export function isFieldErrorCode(value: string): value is FieldErrorCode {
  return Object.hasOwn(fieldErrorMessages, value);
}

/** Field → English messages (the spec shows the first under the field). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
/** Field → stable codes, for the UI to translate. */
export const fieldErrorCodesSchema = z.record(z.string(), z.array(z.string()));

// ---------------------------------------------------------------- field rules

/** Form data sends every value as a string, and an empty input as "": both mean "no value". */
const blank = (value: unknown) => value === undefined || value === null || value === "";
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? null : value), schema.nullable()).optional();

export const fullNameSchema = z
  .string({ error: "full_name_required" })
  .trim()
  .min(1, { error: "full_name_required" })
  .max(100, { error: "full_name_too_long" });

/** Any accepted spelling of an Iraqi mobile number, normalised to `+9647XXXXXXXXX`. */
export const phoneSchema = z
  .string({ error: "phone_required" })
  .min(1, { error: "phone_required" })
  .transform((value, ctx) => {
    const phone = normalizeIraqiPhone(value);
    if (phone === null) {
      ctx.addIssue({ code: "custom", message: "invalid_phone" });
      return z.NEVER;
    }
    return phone;
  });

export const newPasswordSchema = z
  .string({ error: "password_required" })
  .min(1, { error: "password_required" })
  .min(passwordMinLength, { error: "password_too_short" })
  .max(passwordMaxLength, { error: "password_too_long" });

export const emailSchema = z.email({ error: "invalid_email" }).max(254, { error: "invalid_email" });

export const cityIdSchema = z.coerce
  .number({ error: "invalid_city" })
  .int({ error: "invalid_city" })
  .positive({ error: "invalid_city" });

/** YYYY-MM-DD, a real calendar day, after 1900 and not in the future. */
export const bornDateSchema = z.iso.date({ error: "invalid_date" }).refine(
  (value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return day.getUTCFullYear() >= 1900 && day.getTime() <= Date.now();
  },
  { error: "invalid_date" },
);

export const genders = ["Male", "Female"] as const;
export const genderSchema = z.enum(genders, { error: "invalid_gender" });

// ---------------------------------------------------------------- client record

/** The client record of spec §3, as the storefront stores it whole after login. */
export const clientRecordSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().meta({ description: "E.164, e.g. +9647701234567" }),
  born_date: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
  gender: z.enum(genders).nullable(),
  city_id: z.number().int().nullable(),
  status: z.number().int(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

// ---------------------------------------------------------------- requests

/** `POST /client`, JSON or form data. `status` is accepted for the spec's client and ignored: it is always 1. */
export const registerRequestSchema = z.object({
  full_name: fullNameSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  email: optional(emailSchema),
  city_id: optional(cityIdSchema),
  born_date: optional(bornDateSchema),
  gender: optional(genderSchema),
  status: z.unknown().optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * The profile update on `/client/{clientId}` (POST or PUT, JSON or form data). Fields left out stay as they are;
 * an empty optional field clears it. A password sent here is ignored: it has its own endpoint.
 */
export const profileUpdateRequestSchema = z.object({
  full_name: fullNameSchema.optional(),
  phone: phoneSchema.optional(),
  email: optional(emailSchema),
  city_id: optional(cityIdSchema),
  born_date: optional(bornDateSchema),
  gender: optional(genderSchema),
});
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
export type ProfileUpdateInput = z.output<typeof profileUpdateRequestSchema>;

export const passwordChangeRequestSchema = z.object({
  current_password: z
    .string({ error: "current_password_required" })
    .min(1, { error: "current_password_required" })
    .max(passwordMaxLength, { error: "current_password_wrong" }),
  password: newPasswordSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** A code sent to a phone (decision 0038): 6 digits; Arabic-Indic digits and spaces are accepted and normalised. */
export const phoneCodeSchema = z
  .string({ error: "code_required" })
  .transform((value) =>
    value
      .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x06f0))
      .replace(/[\s-]/g, ""),
  )
  .pipe(
    z
      .string()
      .min(1, { error: "code_required" })
      .regex(/^\d{6}$/, { error: "code_invalid" }),
  );

/** `POST /client/password-reset`: always 202, whether the phone is registered or not. */
export const passwordResetRequestSchema = z.object({
  phone: phoneSchema,
  lang: z.enum(languages).optional(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** `POST /client/password-reset/confirm`: the code sent to the phone and the new password. */
export const passwordResetConfirmSchema = z.object({
  phone: phoneSchema,
  code: phoneCodeSchema,
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** `POST /client-login`: credentials travel in the body (JSON or form data), never in the URL. */
export const loginRequestSchema = z.object({
  phone: z.string().min(1).max(40),
  password: z.string().min(1).max(passwordMaxLength),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

// ---------------------------------------------------------------- responses

export const accessTokenLifetimeSeconds = 15 * 60;

/** `{ token, client }` at the top level for the spec's client, and the same inside `data` per our envelope. */
export const loginResponseSchema = z.object({
  token: z.string(),
  client: clientRecordSchema,
  data: z.object({
    token: z.string(),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int(),
    client: clientRecordSchema,
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const tokenResponseSchema = z.object({
  data: z.object({ token: z.string(), token_type: z.literal("Bearer"), expires_in: z.number().int() }),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const clientResponseSchema = z.object({ data: clientRecordSchema });

/** 422 of `POST /client`: the error envelope, plus `data` as field → messages (spec §7: "data object of field errors"). */
export const registrationErrorSchema = z.object({
  message: z.string(),
  code: z.literal("validation_failed"),
  errors: fieldErrorsSchema,
  error_codes: fieldErrorCodesSchema,
  data: fieldErrorsSchema,
});

/** 422 of the profile and password updates: the error envelope, plus `data.data` as field → messages (spec §7). */
export const profileErrorSchema = z.object({
  message: z.string(),
  code: z.literal("validation_failed"),
  errors: fieldErrorsSchema,
  error_codes: fieldErrorCodesSchema,
  data: z.object({ data: fieldErrorsSchema }),
});
export type ProfileError = z.infer<typeof profileErrorSchema>;

// ---------------------------------------------------------------- wishlist and ratings

/** `client_id` is the signed-in client's own id (the spec's client sends it); any other id gets 403. */
export const favoriteToggleRequestSchema = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  product_id: z.coerce.number().int().positive(),
  color: z.preprocess((v) => (blank(v) ? null : v), z.coerce.number().int().positive().nullable()).optional(),
});
export type FavoriteToggleRequest = z.input<typeof favoriteToggleRequestSchema>;

export const favoriteToggleResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    product_id: z.number().int(),
    favorited: z.boolean(),
    color: z.number().int().nullable(),
  }),
});

/** A wishlist entry (spec §3): the product card, its id and the colour chosen. */
export const favoriteEntrySchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  color: z.number().int().nullable(),
  created_at: z.string(),
  product: productCardSchema,
});
export type FavoriteEntry = z.infer<typeof favoriteEntrySchema>;
/** The favourites response: a data array whose length is the header badge. */
export const favoriteListResponseSchema = z.object({ data: z.array(favoriteEntrySchema) });

export const rateRequestSchema = z.object({
  client_id: z.coerce.number().int().positive().optional(),
  product_id: z.coerce.number().int().positive(),
  rate: z.coerce.number().int().min(1).max(5),
  date: z.iso.date().optional().meta({ description: "YYYY-MM-DD; today when left out" }),
});
export type RateRequest = z.input<typeof rateRequestSchema>;

export const alreadyRatedMessage = "You have already rated this product";

export const rateResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    id: z.number().int(),
    product_id: z.number().int(),
    rate: z.number().int(),
    date: z.string(),
    product: z.object({ rating: z.number(), reviews: z.number().int() }),
  }),
});

// ---------------------------------------------------------------- cities

export const citySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof citySchema>;
export const cityListResponseSchema = z.object({ data: z.array(citySchema) });
