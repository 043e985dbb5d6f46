import { z } from "zod";
import { passwordMaxLength, passwordMinLength } from "./accounts.ts";
import { type Language, languages } from "./languages.ts";
import { type HiddenProductReason, hiddenProductReasons } from "./staff-access.ts";

/**
 * Staff accounts, roles and permissions (issue 16, ../shared/STAFF.md). The server checks a route's permission
 * with `requirePermission`; the staff app shows a menu entry only when `/staff/me` lists its permission.
 * A zod message here is a stable code (`invalid_email`) that the staff app translates.
 */

export const staffRoles = [
  "owner",
  "manager",
  "catalogue_editor",
  "translator",
  "order_agent",
  "stock_clerk",
  "content_editor",
] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffPermissions = [
  "dashboard.view",
  "staff.manage",
  "catalog.view",
  "catalog.edit",
  "media.upload",
  "stock.view",
  "stock.adjust",
  "translations.edit",
  "orders.view",
  "orders.move",
  // entering an order taken by phone, WhatsApp, Facebook or in the showroom (issue 38)
  "orders.enter",
  // issue 38: edits before dispatch; undoing a status move (24 h); recording a return and its condition; refunding cash
  "orders.edit",
  "orders.undo",
  "orders.return",
  "orders.refund",
  "customers.view",
  // notes, tags and the block list on a customer (issue 38)
  "customers.edit",
  // money at a glance and the reports page (issue 38)
  "reports.view",
  "content.edit",
  "import.run",
  "audit.view",
  // coupons, delivery fees, couriers and settling differences (issue 17): owner and manager
  "orders.settings",
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const everything = staffPermissions;

/** The one permission table: a later screen adds a permission here and declares it on its routes. */
export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  owner: everything,
  manager: everything.filter((permission) => permission !== "staff.manage"),
  catalogue_editor: [
    "dashboard.view",
    "catalog.view",
    "catalog.edit",
    "media.upload",
    "stock.view",
    "translations.edit",
    "import.run",
  ],
  // Text fields only, and only in the languages granted (staff_users.languages).
  translator: ["dashboard.view", "catalog.view", "translations.edit"],
  order_agent: [
    "dashboard.view",
    "orders.view",
    "orders.move",
    "orders.enter",
    "orders.edit",
    "orders.return",
    "orders.refund",
    "customers.view",
    "customers.edit",
  ],
  // A clerk receives returned goods: finds the order and records each unit's condition, but hands out no cash.
  stock_clerk: [
    "dashboard.view",
    "catalog.view",
    "stock.view",
    "stock.adjust",
    "orders.view",
    "orders.return",
  ],
  content_editor: ["dashboard.view", "content.edit", "media.upload"],
};

export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

// Without zod (staff-access.ts), so that the staff app's screens can use them without loading zod.
export { writableLanguages } from "./staff-access.ts";

// ---------------------------------------------------------------- field rules

const staffEmailSchema = z
  .string({ error: "required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "required" })
  .max(254, { error: "too_long" })
  .pipe(z.email({ error: "invalid_email" }));

const staffNameSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(100, { error: "too_long" });

export const staffPasswordSchema = z
  .string({ error: "required" })
  .min(1, { error: "required" })
  .min(passwordMinLength, { error: "password_too_short" })
  .max(passwordMaxLength, { error: "password_too_long" });

const staffRoleSchema = z.enum(staffRoles, { error: "invalid_role" });
const staffLanguagesSchema = z
  .array(z.enum(languages, { error: "invalid_language" }), { error: "invalid_language" })
  .max(languages.length, { error: "invalid_language" })
  .transform((list) => languages.filter((lang) => list.includes(lang)));

/** A translator works in at least one granted language; other roles ignore the list. */
function translatorNeedsLanguages(value: { role?: StaffRole; languages?: Language[] }, ctx: z.RefinementCtx) {
  if (value.role === "translator" && value.languages !== undefined && value.languages.length === 0) {
    ctx.addIssue({ code: "custom", path: ["languages"], message: "languages_required" });
  }
}

// ---------------------------------------------------------------- requests

export const staffLoginRequestSchema = z.object({
  email: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(254, { error: "too_long" }),
  password: z.string({ error: "required" }).min(1, { error: "required" }).max(128, { error: "too_long" }),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

export const staffPasswordChangeRequestSchema = z.object({
  current_password: z
    .string({ error: "required" })
    .min(1, { error: "required" })
    .max(128, { error: "too_long" }),
  password: staffPasswordSchema,
});
export type StaffPasswordChangeRequest = z.infer<typeof staffPasswordChangeRequestSchema>;

const staffUserFields = z.object({
  email: staffEmailSchema,
  name: staffNameSchema,
  role: staffRoleSchema,
  languages: staffLanguagesSchema.default([]),
  password: staffPasswordSchema,
});

export const staffUserCreateRequestSchema = staffUserFields.superRefine(translatorNeedsLanguages);
export type StaffUserCreateRequest = z.input<typeof staffUserCreateRequestSchema>;

/** The first owner, chosen on the setup page (issue 36): the account's fields without a role (always owner). */
export const staffOwnerSetupRequestSchema = staffUserFields.pick({ email: true, name: true, password: true });
export type StaffOwnerSetupRequest = z.input<typeof staffOwnerSetupRequestSchema>;

/** The staff app's form for an account's e-mail, name, role and languages (sent as a PATCH by an owner). */
export const staffUserRoleFormSchema = staffUserFields
  .pick({ email: true, name: true, role: true, languages: true })
  .superRefine(translatorNeedsLanguages);

/** A staff member's own new e-mail, confirmed with their password (issue 36). */
export const staffEmailChangeRequestSchema = z.object({
  current_password: z
    .string({ error: "required" })
    .min(1, { error: "required" })
    .max(128, { error: "too_long" }),
  email: staffEmailSchema,
});
export type StaffEmailChangeRequest = z.infer<typeof staffEmailChangeRequestSchema>;

/**
 * Every field optional: `active: false` disables the account, `password` resets it (both end its sessions),
 * `email` changes the address it signs in with.
 */
export const staffUserUpdateRequestSchema = z
  .object({
    email: staffEmailSchema.optional(),
    name: staffNameSchema.optional(),
    role: staffRoleSchema.optional(),
    languages: staffLanguagesSchema.optional(),
    active: z.boolean({ error: "invalid_value" }).optional(),
    password: staffPasswordSchema.optional(),
  })
  .superRefine(translatorNeedsLanguages);
export type StaffUserUpdateRequest = z.input<typeof staffUserUpdateRequestSchema>;

export const staffUserListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  q: z.string().trim().max(100).optional(),
});

// ---------------------------------------------------------------- responses

export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  /** Granted languages (translators); empty for other roles. */
  languages: z.array(z.enum(languages)),
  permissions: z.array(z.enum(staffPermissions)),
  /**
   * The account's password is one printed in the project's docs (the demo owner's): the staff app says so on
   * every screen until it is changed (issue 36). Absent where the server did not check.
   */
  published_password: z.boolean().optional(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffTokenSchema = z.object({
  token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
});
export const staffTokenResponseSchema = z.object({ data: staffTokenSchema });
export type StaffToken = z.infer<typeof staffTokenSchema>;

export const staffLoginResponseSchema = z.object({
  data: staffTokenSchema.extend({ staff: staffMeSchema }),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  languages: z.array(z.enum(languages)),
  active: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserResponseSchema = z.object({ data: staffUserSchema });
export const staffUserListResponseSchema = z.object({
  data: z.array(staffUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type StaffUserList = z.infer<typeof staffUserListResponseSchema>;

export { type HiddenProductReason, hiddenProductReasons };

export const orderStatusCountSchema = z.object({ status: z.string(), count: z.number().int() });

/** The home screen: each section only when the role may use it. */
export const staffDashboardSchema = z.object({
  orders_today: z.array(orderStatusCountSchema).optional(),
  low_stock: z
    .object({ threshold: z.number().int(), low: z.number().int(), out: z.number().int() })
    .optional(),
  hidden_products: z
    .object({
      total: z.number().int(),
      reasons: z.array(z.object({ reason: z.enum(hiddenProductReasons), count: z.number().int() })),
    })
    .optional(),
  missing_translations: z
    .array(z.object({ language: z.enum(languages), products: z.number().int() }))
    .optional(),
});
export type StaffDashboard = z.infer<typeof staffDashboardSchema>;
export const staffDashboardResponseSchema = z.object({ data: staffDashboardSchema });
