import { z } from "zod";
import { paginatedSchema, paginationQuerySchema } from "./catalog.ts";
import { contentEntities } from "./content-kinds.ts";
import { localizedSchema } from "./i18n.ts";

/**
 * Who changed something: a staff member or client (with their id), or the system acting on its own account
 * (the demo seed, a catalogue import, a scheduled job). Audit entries and stock movements both record it.
 */
export const actorKinds = ["staff", "client", "seed", "import", "system"] as const;
export type ActorKind = (typeof actorKinds)[number];
export interface Actor {
  kind: ActorKind;
  /** The staff member's or client's id; null for the system actors. */
  id: number | null;
}
export const actorSchema = z.object({ kind: z.enum(actorKinds), id: z.number().int().nullable() });
/** An actor as the staff app shows it: a staff member's name (null for clients and the system actors). */
export const namedActorSchema = actorSchema.extend({ name: z.string().nullable() });
export type NamedActor = z.infer<typeof namedActorSchema>;

/** What the audit log records: every catalogue write (one entry per entity written) and staff account changes. */
export const auditEntities = [
  "product",
  "product_color",
  "size",
  "color",
  "brand",
  "part",
  "sub_part",
  "category",
  "staff_user",
  // the order desk (issue 17)
  "order",
  "courier",
  "settlement",
  "coupon",
  "delivery_fee",
  "customer",
  // the shop's cancel and return reasons (issue 38)
  "order_reason",
  // the block list of phones (issue 38)
  "phone_block",
  // storefront content (every kind of content-kinds.ts) and settings (issue 18)
  ...contentEntities,
  "setting",
  // one entry per batch of an import (issue 19)
  "product_import",
  // one entry per batch of a bulk change from the product list (issue 19)
  "product_bulk",
] as const;
export type AuditEntity = (typeof auditEntities)[number];
export const auditActions = ["create", "update", "delete"] as const;
export type AuditAction = (typeof auditActions)[number];

/**
 * What an entry is about, in the words staff use, read when the log is listed (snapshots of an order's status
 * or a size's price do not carry them): an order's number; a product's name, with its colour and size for a
 * product colour or a size. Null when the entity is gone or its snapshots name it already.
 */
export const auditSubjectSchema = z.object({
  number: z.string().optional(),
  name: localizedSchema.optional(),
  color: localizedSchema.optional(),
  size: localizedSchema.optional(),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: namedActorSchema,
  entity: z.enum(auditEntities),
  entity_id: z.number().int(),
  action: z.enum(auditActions),
  /** The entity before the write (null for a creation) and after it (null for a deletion), as stored. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  request_id: z.string().nullable(),
  at: z.string(),
  subject: auditSubjectSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The global view's filters (all optional) and page: newest first. */
export const auditQuerySchema = paginationQuerySchema
  .extend({
    entity: z.enum(auditEntities).optional(),
    entity_id: z.coerce.number().int().positive().optional(),
    actor_id: z.coerce.number().int().positive().optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    path: ["to"],
    message: "`to` must be after `from`",
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditListResponseSchema = paginatedSchema(auditEntrySchema);
