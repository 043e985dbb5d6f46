import {
  type ActorKind,
  type Localized,
  type ProductColorCreate,
  type ProductColorUpdate,
  type ProductCreate,
  type ProductUpdate,
  productColorCreateSchema,
  productColorUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
  type SizeCreate,
  type SizeUpdate,
  sizeCreateSchema,
  sizeUpdateSchema,
} from "@dukkan/contracts";
import { type Db, sanitizeLocalizedHtml } from "@dukkan/db";
import { colors, type NewProduct, products } from "@dukkan/db/schema/catalog";
import type { z } from "zod";
import { notFound } from "#server/lib/app-error.ts";
import { invalidField, parseInput } from "#server/lib/input.ts";
import { stampsOf, type WriteContext } from "#server/lib/write-context.ts";
import type { AuditChange } from "#server/modules/audit/audit.service.ts";
import { checkedSearchDocument } from "./search-documents.ts";
import { createStockRepository } from "./stock.repository.ts";
import { type Snapshot, unique, type WriteSteps } from "./write-steps.ts";

/** A product as its snapshot shows it (the columns the writes read back). */
interface ProductSnapshot extends Snapshot {
  name: Localized;
  code: string;
  brand_id: number;
  category_ids: number[];
  deleted_at: string | null;
}

type SizeCreateData = z.output<typeof sizeCreateSchema>;
type ProductColorCreateData = z.output<typeof productColorCreateSchema>;

/** A new size's opening stock comes from an import (the seed imports the demo store), else a staff adjustment. */
const openingReason = (actor: ActorKind) =>
  actor === "seed" || actor === "import" ? "import" : "adjustment";

/** Writes of products, their colours and their sizes. */
export function createProductWrites(steps: WriteSteps) {
  const { repository, write, snapshotOf, requireIds, created, createdMany, updated, removed } = steps;
  const ledger = createStockRepository();

  async function requireProduct(tx: Db, id: number) {
    if ((await repository.existing(tx, products, [id])).size === 0) throw notFound("No product with this id");
  }

  /** New sizes of one product, with their opening stock as their first movements. */
  async function insertSizes(
    tx: Db,
    changes: AuditChange[],
    ctx: WriteContext,
    input: { productId: number; sizes: (SizeCreateData & { productColorId: number })[] },
  ) {
    if (input.sizes.length === 0) return [];
    const ids = await repository.insertSizes(
      tx,
      input.sizes.map((size) => ({
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
      input.sizes
        .map((size, i) => ({ sizeId: ids[i]!, productId: input.productId, delta: size.quantity ?? 0 }))
        .filter((m) => m.delta > 0)
        .map((m) => ({ ...m, quantityAfter: m.delta })),
      { reason: openingReason(ctx.actor.kind), actor: ctx.actor, note: "opening stock", at: ctx.at },
    );
    return createdMany(tx, changes, "size", ids);
  }

  /** New colours of one product, each with its sizes. */
  async function insertColors(
    tx: Db,
    changes: AuditChange[],
    ctx: WriteContext,
    input: { productId: number; colors: ProductColorCreateData[] },
  ) {
    if (input.colors.length === 0) return [];
    await requireIds(tx, colors, unique(input.colors.map((c) => c.color_id)), "colors.color_id");
    const ids = await repository.insertProductColors(
      tx,
      input.colors.map((color) => ({
        productId: input.productId,
        colorId: color.color_id,
        images: color.images ?? [],
        invoiceNumber: color.invoice_number ?? null,
        sortOrder: color.sort_order ?? 0,
        ...stampsOf(ctx),
      })),
    );
    const created = await createdMany(tx, changes, "product_color", ids);
    await insertSizes(tx, changes, ctx, {
      productId: input.productId,
      sizes: input.colors.flatMap((color, i) =>
        (color.sizes ?? []).map((size) => ({ ...size, productColorId: ids[i]! })),
      ),
    });
    return created;
  }

  async function requireAccessories(tx: Db, ids: number[], productId: number | null) {
    if (productId !== null && ids.includes(productId)) {
      throw invalidField("accessory_ids", "A product cannot be its own accessory", "invalid_value");
    }
    await requireIds(tx, products, ids, "accessory_ids");
  }

  /** Takes a size off the shelf (a movement for the units it held) and removes it, with its audit entry. */
  async function removeSize(tx: Db, changes: AuditChange[], ctx: WriteContext, sizeId: number) {
    const size = await repository.sizeWithProduct(tx, sizeId);
    if (!size) throw notFound("No size with this id");
    if (size.quantity > 0) {
      await ledger.add(tx, [{ sizeId, delta: -size.quantity }], {
        reason: "adjustment",
        actor: ctx.actor,
        note: "size removed",
      });
    }
    return removed(tx, changes, "size", sizeId);
  }

  return {
    async createProduct(ctx: WriteContext, input: ProductCreate): Promise<Snapshot> {
      const data = parseInput(productCreateSchema, input);
      const categoryIds = unique(data.category_ids);
      const accessoryIds = unique(data.accessory_ids);
      return write(ctx, async (tx, changes) => {
        const searchDocument = await checkedSearchDocument(tx, repository, {
          id: null,
          name: data.name,
          code: data.code,
          brandId: data.brand_id,
          categoryIds,
        });
        await requireAccessories(tx, accessoryIds, null);
        const [row] = await repository.insertProduct(tx, {
          brandId: data.brand_id,
          name: data.name,
          code: data.code,
          description: sanitizeLocalizedHtml(data.description ?? { ar: "" }),
          detail: sanitizeLocalizedHtml(data.detail ?? { ar: "" }),
          // Without an image of its own, a product shows its first colour's first image.
          image: data.image ?? data.colors?.[0]?.images?.[0] ?? "",
          pdf: data.pdf ?? null,
          discount: data.discount ?? 0,
          status: data.active === false ? 0 : 1,
          searchDocument,
          ...stampsOf(ctx),
        });
        const id = row!.id;
        await repository.setRelations(tx, id, {
          categoryIds,
          specifications: data.specifications ?? [],
          about: data.about ?? [],
          accessoryIds,
          at: ctx.at,
          fresh: true,
        });
        const after = await created(tx, changes, "product", id);
        await insertColors(tx, changes, ctx, { productId: id, colors: data.colors ?? [] });
        return after;
      });
    },

    /** Changes the given fields only; a new name, code, brand or categories rewrites the search document. */
    async updateProduct(ctx: WriteContext, id: number, input: ProductUpdate): Promise<Snapshot> {
      const data = parseInput(productUpdateSchema, input);
      const categoryIds = data.category_ids ? unique(data.category_ids) : undefined;
      const accessoryIds = data.accessory_ids ? unique(data.accessory_ids) : undefined;
      return write(ctx, async (tx, changes) => {
        const before = (await snapshotOf(tx, "product", id)) as ProductSnapshot;
        if (before.deleted_at) throw notFound("No product with this id");
        if (accessoryIds) await requireAccessories(tx, accessoryIds, id);
        const values: Partial<NewProduct> = {
          ...(data.name && { name: data.name }),
          ...(data.code !== undefined && { code: data.code }),
          ...(data.brand_id !== undefined && { brandId: data.brand_id }),
          ...(data.description && { description: sanitizeLocalizedHtml(data.description) }),
          ...(data.detail && { detail: sanitizeLocalizedHtml(data.detail) }),
          ...(data.image !== undefined && { image: data.image ?? "" }),
          ...(data.pdf !== undefined && { pdf: data.pdf }),
          ...(data.discount !== undefined && { discount: data.discount }),
          ...(data.active !== undefined && { status: data.active ? 1 : 0 }),
        };
        if (data.name || data.code !== undefined || data.brand_id !== undefined || categoryIds) {
          values.searchDocument = await checkedSearchDocument(tx, repository, {
            id,
            name: data.name ?? before.name,
            code: data.code ?? before.code,
            brandId: data.brand_id ?? before.brand_id,
            categoryIds: categoryIds ?? before.category_ids,
          });
        }
        await repository.update(tx, products, id, values, ctx.at);
        await repository.setRelations(tx, id, {
          categoryIds,
          specifications: data.specifications,
          about: data.about,
          accessoryIds,
          at: ctx.at,
        });
        const after = await snapshotOf(tx, "product", id);
        changes.push({ entity: "product", entityId: id, action: "update", before, after });
        return after;
      });
    },

    /** Soft: orders keep referring to the product; it leaves the storefront and search. */
    async deleteProduct(ctx: WriteContext, id: number): Promise<Snapshot> {
      return write(ctx, async (tx, changes) => {
        const before = (await snapshotOf(tx, "product", id)) as ProductSnapshot;
        if (before.deleted_at) throw notFound("No product with this id");
        await repository.update(tx, products, id, { deletedAt: ctx.at ?? new Date() }, ctx.at);
        const after = await snapshotOf(tx, "product", id);
        changes.push({ entity: "product", entityId: id, action: "delete", before, after });
        return after;
      });
    },

    // ------------------------------------------------------------ a product's colours and sizes

    /** A new colour of a product, optionally with its sizes. */
    async addProductColor(
      ctx: WriteContext,
      productId: number,
      input: ProductColorCreate,
    ): Promise<Snapshot> {
      const data = parseInput(productColorCreateSchema, input);
      return write(ctx, async (tx, changes) => {
        await requireProduct(tx, productId);
        const [after] = await insertColors(tx, changes, ctx, { productId, colors: [data] });
        await repository.fillMissingImage(tx, productId, data.images?.[0]);
        return after!;
      });
    },

    /** Its palette colour, images (in order: upload, reorder, delete), invoice number, place. */
    async updateProductColor(ctx: WriteContext, id: number, input: ProductColorUpdate): Promise<Snapshot> {
      const data = parseInput(productColorUpdateSchema, input);
      return write(ctx, async (tx, changes) => {
        if (data.color_id !== undefined) await requireIds(tx, colors, [data.color_id], "color_id");
        const after = await updated(
          tx,
          changes,
          { entity: "product_color", id, at: ctx.at },
          {
            ...(data.color_id !== undefined && { colorId: data.color_id }),
            ...(data.images && { images: data.images }),
            ...(data.invoice_number !== undefined && { invoiceNumber: data.invoice_number }),
            ...(data.sort_order !== undefined && { sortOrder: data.sort_order }),
          },
        );
        await repository.fillMissingImage(tx, after.product_id as number, data.images?.[0]);
        return after;
      });
    },

    /** Removes the colour and its sizes (their units leave the ledger); orders keep their own copies. */
    async removeProductColor(ctx: WriteContext, id: number): Promise<Snapshot> {
      return write(ctx, async (tx, changes) => {
        if (!(await repository.productColor(tx, id))) throw notFound("No product colour with this id");
        for (const sizeId of await repository.sizeIdsOf(tx, id)) await removeSize(tx, changes, ctx, sizeId);
        return removed(tx, changes, "product_color", id);
      });
    },

    /** A new size, with its opening stock as its first movement. */
    async addSize(ctx: WriteContext, productColorId: number, input: SizeCreate): Promise<Snapshot> {
      const data = parseInput(sizeCreateSchema, input);
      return write(ctx, async (tx, changes) => {
        const color = await repository.productColor(tx, productColorId);
        if (!color) throw notFound("No product colour with this id");
        const [after] = await insertSizes(tx, changes, ctx, {
          productId: color.productId,
          sizes: [{ ...data, productColorId }],
        });
        return after!;
      });
    },

    /** Name, price and place; the quantity changes only through stock movements (stock.service.ts). */
    async updateSize(ctx: WriteContext, id: number, input: SizeUpdate): Promise<Snapshot> {
      const data = parseInput(sizeUpdateSchema, input);
      return write(ctx, (tx, changes) =>
        updated(
          tx,
          changes,
          { entity: "size", id, at: ctx.at },
          {
            ...(data.size && { size: data.size }),
            ...(data.price !== undefined && { price: data.price }),
            ...(data.sort_order !== undefined && { sortOrder: data.sort_order }),
          },
        ),
      );
    },

    removeSize: (ctx: WriteContext, id: number): Promise<Snapshot> =>
      write(ctx, (tx, changes) => removeSize(tx, changes, ctx, id)),
  };
}
