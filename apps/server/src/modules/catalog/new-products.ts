import {
  type productColorCreateSchema,
  type productCreateSchema,
  type sizeCreateSchema,
  stockSystemNotes,
} from "@dukkan/contracts";
import { type Db, sanitizeLocalizedHtml } from "@dukkan/db";
import { colors, products } from "@dukkan/db/schema/catalog";
import type { z } from "zod";
import { invalidField } from "#server/lib/input.ts";
import { stampsOf, type WriteContext } from "#server/lib/write-context.ts";
import type { AuditChange } from "#server/modules/audit/audit.service.ts";
import { checkedSearchDocuments } from "./search-documents.ts";
import { createStockRepository } from "./stock.repository.ts";
import { type Snapshot, unique, type WriteSteps } from "./write-steps.service.ts";

export type ProductCreateData = z.output<typeof productCreateSchema>;
export type ProductColorCreateData = z.output<typeof productColorCreateSchema>;
type SizeCreateData = z.output<typeof sizeCreateSchema>;
/** A field of the batch's `index`-th product (`3.brand_id`), or of the one product (`brand_id`). */
export type FieldOf = (index: number, name: string) => string;

/** A new size's opening stock comes from an import (the seed imports the demo store), else a staff adjustment. */
const openingReason = (ctx: WriteContext) =>
  ctx.importing || ctx.actor.kind === "seed" || ctx.actor.kind === "import" ? "import" : "adjustment";

/**
 * Inserting new products with everything they hold (relations, colours, sizes, opening stock) a statement per
 * table, whatever their number: one product from the staff form and a whole import batch take the same steps.
 */
export function createProductInserts(steps: WriteSteps) {
  const { repository, requireIds, createdMany } = steps;
  const ledger = createStockRepository();

  /** New sizes, with their opening stock as their first movements. */
  async function insertSizes(
    tx: Db,
    changes: AuditChange[],
    ctx: WriteContext,
    sizes: (SizeCreateData & { productColorId: number; productId: number })[],
  ): Promise<Snapshot[]> {
    if (sizes.length === 0) return [];
    const ids = await repository.insertSizes(
      tx,
      sizes.map((size) => ({
        productColorId: size.productColorId,
        size: size.size,
        price: size.price,
        quantity: size.quantity ?? 0,
        sortOrder: size.sort_order ?? 0,
        ...stampsOf(ctx),
      })),
    );
    await ledger.record(
      tx,
      sizes
        .map((size, i) => ({ sizeId: ids[i]!, productId: size.productId, delta: size.quantity ?? 0 }))
        .filter((m) => m.delta > 0)
        .map((m) => ({ ...m, quantityAfter: m.delta })),
      { reason: openingReason(ctx), actor: ctx.actor, note: stockSystemNotes.opening_stock, at: ctx.at },
    );
    return createdMany(tx, changes, "size", ids);
  }

  /** New colours of products, each with its sizes. */
  async function insertColors(
    tx: Db,
    changes: AuditChange[],
    ctx: WriteContext,
    input: (ProductColorCreateData & { productId: number })[],
  ): Promise<Snapshot[]> {
    if (input.length === 0) return [];
    await requireIds(tx, colors, unique(input.map((c) => c.color_id)), "colors.color_id");
    const ids = await repository.insertProductColors(
      tx,
      input.map((color) => ({
        productId: color.productId,
        colorId: color.color_id,
        images: color.images ?? [],
        invoiceNumber: color.invoice_number ?? null,
        sortOrder: color.sort_order ?? 0,
        ...stampsOf(ctx),
      })),
    );
    const created = await createdMany(tx, changes, "product_color", ids);
    await insertSizes(
      tx,
      changes,
      ctx,
      input.flatMap((color, i) =>
        (color.sizes ?? []).map((size) => ({ ...size, productColorId: ids[i]!, productId: color.productId })),
      ),
    );
    return created;
  }

  /** Accessories by id must exist; by code they are existing products or others of the batch. */
  async function accessoriesOf(
    tx: Db,
    items: ProductCreateData[],
    field: FieldOf,
    productIdsByCode: Map<string, number>,
  ): Promise<(ids: number[]) => { productId: number; accessoryId: number }[]> {
    const existing = await repository.existing(
      tx,
      products,
      unique(items.flatMap((p) => p.accessory_ids ?? [])),
    );
    const batchIndex = new Map(items.map((item, i) => [item.code, i]));
    items.forEach((item, i) => {
      const missing = (item.accessory_ids ?? []).filter((id) => !existing.has(id));
      if (missing.length > 0) {
        throw invalidField(field(i, "accessory_ids"), `Unknown id: ${missing.join(", ")}`, "unknown_id");
      }
      const unknown = (item.accessory_codes ?? []).filter(
        (c) => !batchIndex.has(c) && !productIdsByCode.has(c),
      );
      if (unknown.length > 0) {
        throw invalidField(
          field(i, "accessory_codes"),
          `Unknown code: ${unknown.join(", ")}`,
          "unknown_code",
        );
      }
      if (item.accessory_codes?.includes(item.code)) {
        throw invalidField(
          field(i, "accessory_codes"),
          "A product cannot be its own accessory",
          "invalid_value",
        );
      }
    });
    return (ids) =>
      items.flatMap((item, i) => {
        const byCode = (item.accessory_codes ?? []).map((c) => {
          const index = batchIndex.get(c);
          return index === undefined ? productIdsByCode.get(c)! : ids[index]!;
        });
        return unique([...(item.accessory_ids ?? []), ...byCode]).map((accessoryId) => ({
          productId: ids[i]!,
          accessoryId,
        }));
      });
  }

  /**
   * New products: their references checked (brands, categories, free and distinct codes, accessories) and
   * their search documents made in one statement, then a statement per table for them all.
   */
  async function insertProducts(
    tx: Db,
    changes: AuditChange[],
    ctx: WriteContext,
    input: { items: ProductCreateData[]; field: FieldOf },
  ): Promise<Snapshot[]> {
    const { items, field } = input;
    const { documents, productIdsByCode } = await checkedSearchDocuments(tx, repository, {
      products: items.map((item) => ({
        name: item.name,
        code: item.code,
        brandId: item.brand_id,
        categoryIds: unique(item.category_ids),
      })),
      exceptId: null,
      accessoryCodes: [...new Set(items.flatMap((item) => item.accessory_codes ?? []))],
      field,
    });
    const accessories = await accessoriesOf(tx, items, field, productIdsByCode);
    const ids = await repository.insertProducts(
      tx,
      items.map((item, i) => ({
        brandId: item.brand_id,
        name: item.name,
        code: item.code,
        description: sanitizeLocalizedHtml(item.description ?? { ar: "" }),
        detail: sanitizeLocalizedHtml(item.detail ?? { ar: "" }),
        // Without an image of its own, a product shows its first colour's first image.
        image: item.image ?? item.colors?.[0]?.images?.[0] ?? "",
        pdf: item.pdf ?? null,
        discount: item.discount ?? 0,
        status: item.active === false ? 0 : 1,
        searchDocument: documents[i]!,
        ...stampsOf(ctx),
      })),
    );
    const ordered = (names: ProductCreateData["specifications"], productId: number) =>
      (names ?? []).map((name, sortOrder) => ({ productId, name, sortOrder }));
    await repository.insertRelations(
      tx,
      {
        categories: items.flatMap((item, i) =>
          unique(item.category_ids).map((categoryId) => ({ productId: ids[i]!, categoryId })),
        ),
        specifications: items.flatMap((item, i) => ordered(item.specifications, ids[i]!)),
        about: items.flatMap((item, i) => ordered(item.about, ids[i]!)),
        accessories: accessories(ids),
      },
      ctx.at,
    );
    const created = await createdMany(tx, changes, "product", ids);
    await insertColors(
      tx,
      changes,
      ctx,
      items.flatMap((item, i) => (item.colors ?? []).map((color) => ({ ...color, productId: ids[i]! }))),
    );
    return created;
  }

  return { insertProducts, insertColors, insertSizes };
}
