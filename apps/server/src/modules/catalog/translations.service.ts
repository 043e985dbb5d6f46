import {
  contentKindDefinition,
  contentKindOfEntity,
  contentKinds,
  type Paginated,
  type TranslatableContentEntity,
  type TranslatableEntity,
  type TranslationItem,
  type TranslationListQuery,
  type TranslationSaveRequest,
  type TranslationSummaryRow,
  translatableEntities,
  translationTargets,
} from "@dukkan/contracts";
import { type Db, rowsOf } from "@dukkan/db";
import { type SQL, sql } from "drizzle-orm";
import { notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField } from "#server/lib/input.ts";
import { paginated } from "#server/lib/pagination.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditService } from "#server/modules/audit/audit.service.ts";
import type { ContentAdmin } from "#server/modules/content/content-admin.service.ts";
import { type CatalogEntity, catalogEntities } from "./catalog-writes.repository.ts";
import type { CatalogWritesService } from "./catalog-writes.service.ts";
import { createWriteSteps } from "./write-steps.service.ts";

type Texts = Record<string, string>;

interface TextsOf {
  /** the table, as written in SQL */
  table: string;
  /** its translated columns (SQL names, as the entity's write takes them) */
  fields: readonly string[];
  /** those of them that hold HTML (edited as rich text; the write path sanitizes them) */
  html: readonly string[];
  /** what names a row in the list: SQL on the row `t` */
  label: string;
  /** rows the workspace counts: not deleted */
  live: string;
}

const arabicOf = (column: string) => `t."${column}" ->> 'ar'`;

/** A size alone ("٦٠ سم") says little: its label names the product and the colour too. */
const sizeLabel = `(SELECT concat_ws(' · ', p.name ->> 'ar', c.name ->> 'ar', t.size ->> 'ar')
  FROM product_colors pc JOIN products p ON p.id = pc.product_id LEFT JOIN colors c ON c.id = pc.color_id
  WHERE pc.id = t.product_color_id)`;

/** Storefront content: its table, texts and HTML fields from the registry (content-kinds.ts). */
const contentTexts = Object.fromEntries(
  contentKinds.map((kind) => {
    const { entity, table, workspaceTexts, html } = contentKindDefinition(kind);
    const texts: TextsOf = {
      table,
      fields: workspaceTexts,
      html,
      label: arabicOf(workspaceTexts[0]!),
      live: "true",
    };
    return [entity, texts];
  }),
) as Record<TranslatableContentEntity, TextsOf>;

const textsOf: Record<TranslatableEntity, TextsOf> = {
  product: {
    table: "products",
    fields: ["name", "description", "detail"],
    html: ["description", "detail"],
    label: arabicOf("name"),
    live: "t.deleted_at IS NULL",
  },
  size: {
    table: "product_color_sizes",
    fields: ["size"],
    html: [],
    label: sizeLabel,
    live: `EXISTS (SELECT 1 FROM product_colors pc JOIN products p ON p.id = pc.product_id
                   WHERE pc.id = t.product_color_id AND p.deleted_at IS NULL)`,
  },
  brand: {
    table: "brands",
    fields: ["name", "country"],
    html: [],
    label: arabicOf("name"),
    live: "t.deleted_at IS NULL",
  },
  part: { table: "parts", fields: ["name"], html: [], label: arabicOf("name"), live: "true" },
  sub_part: { table: "sub_parts", fields: ["name"], html: [], label: arabicOf("name"), live: "true" },
  category: { table: "categories", fields: ["name"], html: [], label: arabicOf("name"), live: "true" },
  ...contentTexts,
};

type StoredField = Omit<TranslationItem["fields"][number], "html">;

/** Which texts are HTML, so that the staff app edits them as rich text (and never shows their tags). */
const flagHtml = (entity: TranslatableEntity, fields: StoredField[]): TranslationItem["fields"] =>
  fields.map((field) => ({ ...field, html: textsOf[entity].html.includes(field.field) }));

type CountName = "total" | "missing" | "stale" | "entries" | "entries_missing" | "entries_stale";

const blank = (expression: SQL) => sql`coalesce(btrim(${expression}), '')`;

/**
 * One row per (entity row, translated field, target language) with an Arabic source, and its state: missing (no
 * text), stale (a mark whose hash is not the Arabic's now), done. Names come from the registry above, never from
 * input.
 */
function textRows(entity: TranslatableEntity, languages: readonly string[]): SQL {
  const { table, fields, label, live } = textsOf[entity];
  const values = sql.raw(fields.map((column) => `('${column}', t."${column}")`).join(", "));
  return sql`
    SELECT t.id, ${sql.raw(label)} AS label, x.field, l.lang,
           x.value ->> 'ar' AS source, coalesce(x.value ->> l.lang, '') AS target, x.value AS texts,
           CASE WHEN ${blank(sql`x.value ->> l.lang`)} = '' THEN 'missing'
                WHEN m.source_hash IS NOT NULL AND m.source_hash <> md5(x.value ->> 'ar') THEN 'stale'
                ELSE 'done' END AS state
    FROM ${sql.raw(table)} t
    CROSS JOIN LATERAL (VALUES ${values}) AS x(field, value)
    CROSS JOIN unnest(${sql.param([...languages])}::text[]) AS l(lang)
    LEFT JOIN translation_marks m
      ON m.entity = ${entity} AND m.entity_id = t.id AND m.field = x.field AND m.language = l.lang
    WHERE ${sql.raw(live)} AND ${blank(sql`x.value ->> 'ar'`)} <> ''`;
}

/**
 * The translation workspace (issue 18, docs/decisions/0017): how much of each entity is translated into each
 * language, the texts in a state, and saving one entity's texts in one language through the catalogue write
 * path or the content module's (so that audit, caches, search documents and the stale marks all follow).
 */
export function createTranslationsService(deps: {
  db: Db;
  cache: Cache;
  audit: AuditService;
  catalogWrites: CatalogWritesService;
  /** Storefront content's rows and writes (modules/content). */
  content: ContentAdmin;
}) {
  const { db, catalogWrites, content } = deps;
  const steps = createWriteSteps(deps, catalogEntities);

  /** An entity as stored: the catalogue's through its steps, content's through its module. */
  function snapshotOf(entity: TranslatableEntity, id: number) {
    const kind = contentKindOfEntity(entity);
    return kind ? content.one(kind, id) : steps.snapshotOf(db, entity as CatalogEntity, id);
  }

  async function summary(languages: readonly string[]): Promise<TranslationSummaryRow[]> {
    const rows: TranslationSummaryRow[] = [];
    for (const entity of translatableEntities) {
      // Texts (a field of an entry) for the share done; entries as the list counts them (one with any text
      // in the state), so that a link's number is the length of the list it opens.
      const counts = await rowsOf<Record<CountName, number> & { lang: string }>(
        db.execute(sql`
          SELECT lang, count(*)::int AS total,
                 count(*) FILTER (WHERE state = 'missing')::int AS missing,
                 count(*) FILTER (WHERE state = 'stale')::int AS stale,
                 count(DISTINCT id)::int AS entries,
                 count(DISTINCT id) FILTER (WHERE state = 'missing')::int AS entries_missing,
                 count(DISTINCT id) FILTER (WHERE state = 'stale')::int AS entries_stale
          FROM (${textRows(entity, languages)}) r GROUP BY lang`),
      );
      for (const language of translationTargets.filter((lang) => languages.includes(lang))) {
        const row = counts.find((c) => c.lang === language);
        const count = (name: CountName) => Number(row?.[name] ?? 0);
        rows.push({
          entity,
          language,
          total: count("total"),
          missing: count("missing"),
          stale: count("stale"),
          done: count("total") - count("missing") - count("stale"),
          entries: count("entries"),
          entries_missing: count("entries_missing"),
          entries_stale: count("entries_stale"),
        });
      }
    }
    return rows;
  }

  /** Newest first: what was just added or renamed is what needs translating. */
  async function list(query: TranslationListQuery): Promise<Paginated<TranslationItem>> {
    const items = await rowsOf<{
      id: number;
      label: string;
      fields: StoredField[];
      total: number;
    }>(
      db.execute(sql`
        SELECT id, label,
               jsonb_agg(jsonb_build_object('field', field, 'source', source, 'target', target, 'state', state,
                                            'texts', texts) ORDER BY field) AS fields,
               count(*) OVER ()::int AS total
        FROM (${textRows(query.entity, [query.language])}) r
        GROUP BY id, label
        HAVING bool_or(state = ${query.state})
        ORDER BY id DESC
        LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`),
    );
    return paginated(
      items.map(({ id, label, fields }) => ({
        entity: query.entity,
        id,
        label: label ?? "",
        fields: flagHtml(query.entity, fields),
      })),
      Number(items[0]?.total ?? 0),
      query,
    );
  }

  async function one(entity: TranslatableEntity, id: number, language: string): Promise<TranslationItem> {
    const [row] = await rowsOf<{ label: string; fields: StoredField[] }>(
      db.execute(sql`
        SELECT label, jsonb_agg(jsonb_build_object('field', field, 'source', source, 'target', target,
                                                   'state', state, 'texts', texts) ORDER BY field) AS fields
        FROM (${textRows(entity, [language])}) r WHERE id = ${id} GROUP BY label`),
    );
    if (!row) throw notFound("Nothing to translate with this id");
    return { entity, id, label: row.label ?? "", fields: flagHtml(entity, row.fields) };
  }

  /** The entity's texts in `language` replaced by `fields`, written as the staff member (their scope applies). */
  async function save(
    ctx: WriteContext,
    entity: TranslatableEntity,
    id: number,
    { language, fields }: TranslationSaveRequest,
  ): Promise<TranslationItem> {
    const { fields: columns } = textsOf[entity];
    for (const field of Object.keys(fields))
      if (!columns.includes(field))
        throw invalidField(`fields.${field}`, "Not a translated field of this entity", "unknown_field");
    const before = (await snapshotOf(entity, id)) as Record<string, Texts | null>;
    // Each field keeps its other languages; an empty text removes this language's.
    const changes: Record<string, Texts> = {};
    for (const [field, text] of Object.entries(fields)) {
      const { [language]: _old, ...others } = before[field] ?? { ar: "" };
      changes[field] = text.trim() ? { ...others, [language]: text.trim() } : (others as Texts);
    }
    await writeTexts(ctx, entity, id, changes);
    return one(entity, id, language);
  }

  /** Each entity through its own write path (search documents follow names, HTML is sanitized); fields snake_case. */
  function writeTexts(
    ctx: WriteContext,
    entity: TranslatableEntity,
    id: number,
    texts: Record<string, Texts>,
  ) {
    const input = texts as never;
    switch (entity) {
      case "product":
        return catalogWrites.updateProduct(ctx, id, input);
      case "brand":
        return catalogWrites.updateBrand(ctx, id, input);
      case "part":
        return catalogWrites.updatePart(ctx, id, input);
      case "sub_part":
        return catalogWrites.updateSubPart(ctx, id, input);
      case "category":
        return catalogWrites.updateCategory(ctx, id, input);
      case "size":
        return catalogWrites.updateSize(ctx, id, input);
      default:
        return content.update(ctx, contentKindOfEntity(entity)!, id, input);
    }
  }

  return { summary, list, one, save };
}
export type TranslationsService = ReturnType<typeof createTranslationsService>;
