import {
  type ContentKind,
  contentKindDefinition,
  type Localized,
  type SettingFormKey,
  type SettingForms,
  settingFormKeys,
  settingFormSchemas,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { settings } from "@dukkan/db/schema/content";
import { asc, eq, sql } from "drizzle-orm";
import { notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { parseInput } from "#server/lib/input.ts";
import { stampsOf, type WriteContext } from "#server/lib/write-context.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import { createWriteSteps } from "#server/modules/catalog/write-steps.service.ts";
import { contentEntities, contentTables, snapshotSql } from "./content-writes.repository.ts";
import { contentSpecs, createContentWrites } from "./content-writes.ts";

type Row = Record<string, unknown> & { id: number; updated_at: string };
type SettingRow = typeof settings.$inferSelect;
type NewSettingRow = Omit<typeof settings.$inferInsert, "key">;

/** The ORDER BY of a staff list, from the kind's `listOrder` (content-kinds.ts). */
function orderOf(kind: ContentKind): string {
  const { listOrder, parent } = contentKindDefinition(kind);
  switch (listOrder) {
    case "sort_order":
      return "t.sort_order, t.id";
    case "newest":
      return "t.created_at DESC, t.id DESC";
    case "parent":
      return `t."${parent?.field}", t.id`;
    case "id":
      return "t.id";
  }
}

const same = (text: string): Localized => ({ ar: text, en: text, ckb: text, tr: text, it: text });

/** A typed setting form → the storefront's rows for its key (value, icon, link, status), in order. */
function rowsOfSetting<K extends SettingFormKey>(key: K, form: SettingForms[K]): NewSettingRow[] {
  const f = form as SettingForms[SettingFormKey] & Record<string, never>;
  switch (key) {
    case "phone": {
      const numbers = (f as SettingForms["phone"]).numbers;
      const first = numbers[0]?.replace(/[\s-]/g, "") ?? "";
      const tel = first.startsWith("0") ? `tel:+964${first.slice(1)}` : `tel:${first}`;
      return [{ value: same(numbers.join("\n")), icon: f.icon, link: tel }];
    }
    case "email": {
      const { email, icon } = form as SettingForms["email"];
      return [{ value: same(email), icon, link: `mailto:${email}` }];
    }
    case "location": {
      const { address, link, icon } = form as SettingForms["location"];
      return [{ value: address, icon, link }];
    }
    case "description":
      return [{ value: (form as SettingForms["description"]).text }];
    case "social":
      return (form as SettingForms["social"]).links.map((l) => ({
        value: same(l.name),
        icon: l.icon,
        link: l.link,
      }));
    case "payment":
      return (form as SettingForms["payment"]).methods.map((m) => ({ value: m.name, icon: m.icon }));
    case "background_image_discount": {
      const { shown, text, image } = form as SettingForms["background_image_discount"];
      return [{ value: text, icon: image, status: shown ? 1 : 0 }];
    }
    case "product_feeds": {
      const { shown, excluded_codes } = form as SettingForms["product_feeds"];
      return [{ value: same([...new Set(excluded_codes)].join("\n")), status: shown ? 1 : 0 }];
    }
    default: {
      const { shown, title } = form as SettingForms["best_selling"];
      return [{ value: title, status: shown ? 1 : 0 }];
    }
  }
}

/** The stored rows of a key → its typed form (what the staff app edits). */
function formOfSetting(key: SettingFormKey, rows: SettingRow[]): SettingForms[SettingFormKey] {
  const first = rows[0];
  switch (key) {
    case "phone":
      return { numbers: first ? first.value.ar.split("\n").filter(Boolean) : [], icon: first?.icon ?? null };
    case "email":
      return { email: first?.value.ar ?? "", icon: first?.icon ?? null };
    case "location":
      return { address: first?.value ?? { ar: "" }, link: first?.link ?? null, icon: first?.icon ?? null };
    case "description":
      return { text: first?.value ?? { ar: "" } };
    case "social":
      return { links: rows.map((r) => ({ name: r.value.ar, link: r.link ?? "", icon: r.icon ?? "" })) };
    case "payment":
      return { methods: rows.map((r) => ({ name: r.value, icon: r.icon })) };
    case "background_image_discount":
      return { shown: first?.status === 1, text: first?.value ?? { ar: "" }, image: first?.icon ?? "" };
    case "product_feeds":
      return {
        shown: first?.status === 1,
        excluded_codes: first ? first.value.ar.split("\n").filter(Boolean) : [],
      };
    default:
      return { shown: first?.status === 1, title: first?.value ?? { ar: "" } };
  }
}

/**
 * The staff app's content screens (issue 18): rows of each kind as stored, written through the content write
 * path; the settings as typed forms, each key written in one transaction with one audit entry.
 */
export function createContentAdmin(deps: { db: Db; cache: Cache; audit: AuditService }) {
  const { db } = deps;
  const steps = createWriteSteps(deps, contentEntities);
  const writes = createContentWrites(steps);

  async function list(kind: ContentKind): Promise<Row[]> {
    const entity = contentSpecs[kind].entity;
    const order = orderOf(kind);
    const result = (await db.execute(
      sql`SELECT ${snapshotSql(entity)} AS row FROM ${contentTables[entity]} AS t ORDER BY ${sql.raw(order)}`,
    )) as { rows: { row: Row }[] };
    return result.rows.map((r) => r.row);
  }

  async function one(kind: ContentKind, id: number): Promise<Row> {
    return (await steps.snapshotOf(db, contentSpecs[kind].entity, id)) as Row;
  }

  async function settingRows(tx: Db, key: SettingFormKey) {
    return tx
      .select()
      .from(settings)
      .where(eq(settings.key, key))
      .orderBy(asc(settings.sortOrder), asc(settings.id));
  }

  async function allSettings(): Promise<SettingForms> {
    const rows = await db.select().from(settings).orderBy(asc(settings.sortOrder), asc(settings.id));
    const forms: Record<string, unknown> = {};
    for (const key of settingFormKeys)
      forms[key] = formOfSetting(
        key,
        rows.filter((r) => r.key === key),
      );
    return forms as SettingForms;
  }

  /** Replaces a key's rows with the form's; the audit entry holds the form before and after. */
  async function saveSetting(ctx: WriteContext, key: SettingFormKey, input: unknown) {
    if (!settingFormKeys.includes(key)) throw notFound("No setting with this key");
    const form = parseInput(settingFormSchemas[key], input) as SettingForms[SettingFormKey];
    return steps.write(ctx, async (tx, changes) => {
      const old = await settingRows(tx, key);
      const before = { key, ...formOfSetting(key, old) };
      await tx.delete(settings).where(eq(settings.key, key));
      const rows = rowsOfSetting(key, form).map((row, index) => ({
        ...row,
        key,
        sortOrder: (old[0]?.sortOrder ?? 0) + index,
        ...stampsOf(ctx),
      }));
      const ids = rows.length
        ? (await tx.insert(settings).values(rows).returning({ id: settings.id })).map((r) => r.id)
        : [];
      const after = { key, ...formOfSetting(key, await settingRows(tx, key)) };
      changes.push({
        entity: "setting",
        entityId: ids[0] ?? old[0]?.id ?? 0,
        action: "update",
        before,
        after,
      });
      return after;
    });
  }

  return { ...writes, list, one, settings: allSettings, saveSetting };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
