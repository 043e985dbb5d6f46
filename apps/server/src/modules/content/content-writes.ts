import { randomBytes } from "node:crypto";
import {
  type ContentEntity,
  type ContentKind,
  childKindsOf,
  contentKindDefinition,
  contentKindSchemas,
  contentKinds,
  type Localized,
} from "@dukkan/contracts";
import { type Db, sanitizeLocalizedHtml } from "@dukkan/db";
import { adverts, dealerLocations, slides } from "@dukkan/db/schema/content";
import { eq, sql } from "drizzle-orm";
import { notFound } from "#server/lib/app-error.ts";
import { invalidField, parseInput } from "#server/lib/input.ts";
import { refuseBeyondTranslation } from "#server/lib/translation-scope.ts";
import { stampsOf, type WriteContext } from "#server/lib/write-context.ts";
import type { Snapshot, WriteSteps } from "#server/modules/catalog/write-steps.service.ts";
import { type ContentDraft, draftColumns, mergedDraft } from "./content-drafts.ts";
import { contentTables } from "./content-writes.repository.ts";

/** How one kind of content is written: its entity, its rules, what is HTML, what a translator may change. */
export interface ContentSpec {
  entity: ContentEntity;
  /** Translated HTML fields: sanitized on the way in. */
  html: readonly string[];
  /** Translated fields (HTML or text): all a translator may change. */
  texts: readonly string[];
  /** The parent a row belongs to: checked to exist. */
  parent?: { field: string; entity: ContentEntity };
  /** Rows of other kinds that belong to this one: a deletion is refused while any remain. */
  children: { entity: ContentEntity; field: string; what: [string, string] }[];
  /** Drafts, dates and preview links (slides, adverts). */
  scheduled: boolean;
}

/** A kind's spec, read from the registry (packages/contracts/src/content-kinds.ts). */
function specOf(kind: ContentKind): ContentSpec {
  const definition = contentKindDefinition(kind);
  const entityOf = (other: ContentKind) => contentKindDefinition(other).entity as ContentEntity;
  const parent = definition.parent;
  return {
    entity: definition.entity as ContentEntity,
    html: definition.html,
    texts: definition.texts,
    ...(parent ? { parent: { field: parent.field, entity: entityOf(parent.kind as ContentKind) } } : {}),
    children: childKindsOf(kind).map((child) => ({
      entity: entityOf(child),
      field: contentKindDefinition(child).parent?.field as string,
      what: [definition.nouns[0], contentKindDefinition(child).nouns[1]],
    })),
    scheduled: definition.scheduled,
  };
}

export const contentSpecs = Object.fromEntries(contentKinds.map((kind) => [kind, specOf(kind)])) as Record<
  ContentKind,
  ContentSpec
>;

const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const dateFields = new Set(["starts_at", "ends_at"]);

/** Parsed input (snake_case) → the table's columns: HTML sanitized, dates as dates; `locations` aside. */
function columnsOf(spec: ContentSpec, data: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (value === undefined || field === "locations") continue;
    if (spec.html.includes(field)) values[camel(field)] = sanitizeLocalizedHtml(value as Localized);
    else if (dateFields.has(field)) values[camel(field)] = value === null ? null : new Date(value as string);
    else values[camel(field)] = value;
  }
  return values;
}

type Locations = { name: Localized; link: string }[];

/** Parsed input with its HTML sanitized, still under the API's names: what a draft keeps. */
function sanitizedInput(spec: ContentSpec, data: Record<string, unknown>): ContentDraft {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([field, value]) => [
        field,
        spec.html.includes(field) ? sanitizeLocalizedHtml(value as Localized) : value,
      ]),
  );
}

/**
 * A change to a published slide or advert waits as a draft (previewed, then published) while the live row
 * stays; taking it off the storefront (`active: false`) applies the draft with it, since it is no longer live.
 * Only the content form asks for it (`draftWhenLive`): translations (the workspace, a translator's texts) go
 * live at once, as they do everywhere else.
 */
const waitsAsDraft = (spec: ContentSpec, ctx: WriteContext, live: Snapshot, data: Record<string, unknown>) =>
  !!spec.scheduled && !ctx.textsOnlyIn && live.active === true && data.active !== false;

/** A preview link changes no content: nothing for the audit log (write records no change). */
const previewContext: WriteContext = { actor: { kind: "system", id: null }, requestId: null };

/**
 * The one write path of the storefront's content (issue 18): each create, change, deletion, publication and
 * preview link is one transaction with its audit entry, then every cache (and so the storefront) is refreshed.
 */
export function createContentWrites(steps: WriteSteps<ContentEntity>) {
  const { repository, write, snapshotOf, requireIds, created, updated, removed, refuseInUse } = steps;

  async function replaceLocations(
    tx: Db,
    dealerId: number,
    locations: Locations | undefined,
    ctx: WriteContext,
  ) {
    if (locations === undefined) return;
    await tx.delete(dealerLocations).where(eq(dealerLocations.dealerId, dealerId));
    if (locations.length > 0)
      await tx
        .insert(dealerLocations)
        .values(locations.map((l) => ({ dealerId, name: l.name, link: l.link, ...stampsOf(ctx) })));
  }

  async function checkParent(tx: Db, spec: ContentSpec, data: Record<string, unknown>) {
    const parent = spec.parent;
    if (parent && data[parent.field] !== undefined)
      await requireIds(tx, contentTables[parent.entity], [data[parent.field] as number], parent.field);
  }

  return {
    async create(ctx: WriteContext, kind: ContentKind, input: unknown): Promise<Snapshot> {
      const spec = contentSpecs[kind];
      const data = parseInput(contentKindSchemas[kind].create, input) as Record<string, unknown>;
      return write(ctx, async (tx, changes) => {
        await checkParent(tx, spec, data);
        // Descriptions may be left empty (stored as an empty Arabic text, as the storefront expects).
        const emptyHtml = Object.fromEntries(spec.html.map((field) => [field, { ar: "" }]));
        const id = await repository.insert(tx, contentTables[spec.entity], {
          ...columnsOf(spec, { ...emptyHtml, ...data }),
          ...stampsOf(ctx),
        } as never);
        if (spec.entity === "dealer") await replaceLocations(tx, id, data.locations as Locations, ctx);
        return created(tx, changes, spec.entity, id);
      });
    },

    /** A translator may change only the kind's texts, in their languages. */
    async update(
      ctx: WriteContext,
      kind: ContentKind,
      id: number,
      input: unknown,
      options: { draftWhenLive?: boolean } = {},
    ): Promise<Snapshot> {
      const spec = contentSpecs[kind];
      const data = parseInput(contentKindSchemas[kind].update, input) as Record<string, unknown>;
      return write(ctx, async (tx, changes) => {
        const before = await snapshotOf(tx, spec.entity, id);
        refuseBeyondTranslation(ctx, before, data, spec.texts);
        await checkParent(tx, spec, data);
        const pending = (before.draft as ContentDraft | null | undefined) ?? null;
        // Dates are checked against what is stored (pending changes included) when only one of them is sent.
        const current = { ...before, ...pending };
        const startsAt = data.starts_at !== undefined ? data.starts_at : current.starts_at;
        const endsAt = data.ends_at !== undefined ? data.ends_at : current.ends_at;
        if (startsAt && endsAt && Date.parse(endsAt as string) <= Date.parse(startsAt as string))
          throw invalidField("ends_at", "The end must come after the start", "ends_before_start");
        if (spec.entity === "dealer") await replaceLocations(tx, id, data.locations as Locations, ctx);
        const target = { entity: spec.entity, id, at: ctx.at, before };
        if (options.draftWhenLive && waitsAsDraft(spec, ctx, before, data)) {
          const { active: _stays, ...change } = sanitizedInput(spec, data);
          return updated(tx, changes, target, { draft: mergedDraft(before, pending, change) });
        }
        // Unpublished with changes pending: the row takes them (it is a draft again), then this change.
        const values = spec.scheduled && pending ? { ...draftColumns(pending), draft: null } : {};
        return updated(tx, changes, target, { ...values, ...columnsOf(spec, data) });
      });
    },

    async remove(ctx: WriteContext, kind: ContentKind, id: number): Promise<Snapshot> {
      const spec = contentSpecs[kind];
      return write(ctx, async (tx, changes) => {
        for (const child of spec.children)
          await refuseInUse(
            tx,
            contentTables[child.entity],
            sql`${sql.identifier(child.field)} = ${id}`,
            child.what,
          );
        return removed(tx, changes, spec.entity, id);
      });
    },

    /** Goes live in one step: active, its pending changes applied, and its preview link retired. */
    async publish(ctx: WriteContext, kind: ContentKind, id: number): Promise<Snapshot> {
      const spec = scheduledSpec(kind);
      return write(ctx, async (tx, changes) => {
        const before = await snapshotOf(tx, spec.entity, id);
        const pending = draftColumns(before.draft as ContentDraft | null);
        return updated(
          tx,
          changes,
          { entity: spec.entity, id, at: ctx.at, before },
          { ...pending, active: true, previewToken: null, draft: null },
        );
      });
    },

    /** The site path that shows this draft (or live) row before publishing; the same link until it is published. */
    async previewPath(kind: ContentKind, id: number): Promise<string> {
      const spec = scheduledSpec(kind);
      return write(previewContext, async (tx) => {
        const row = await snapshotOf(tx, spec.entity, id);
        const table = spec.entity === "slide" ? slides : adverts;
        const [stored] = await tx.select({ token: table.previewToken }).from(table).where(eq(table.id, id));
        let token = stored?.token;
        if (!token) {
          token = randomBytes(24).toString("base64url");
          await tx.update(table).set({ previewToken: token }).where(eq(table.id, id));
        }
        return `${row.type === "vertical" ? "/Products" : "/"}?preview=${token}`;
      });
    },
  };
}
export type ContentWrites = ReturnType<typeof createContentWrites>;

function scheduledSpec(kind: ContentKind): ContentSpec {
  const spec = contentSpecs[kind];
  if (!spec.scheduled) throw notFound("Only slides and adverts have drafts and previews");
  return spec;
}
