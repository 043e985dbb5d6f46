import {
  type Localized,
  type ProductColorCreate,
  type ProductColorUpdate,
  type ProductCreate,
  type ProductUpdate,
  productBatchCreateSchema,
  productColorCreateSchema,
  productColorUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
  type SizeCreate,
  type SizeUpdate,
  sizeCreateSchema,
  sizeUpdateSchema,
  stockSystemNotes,
} from "@dukkan/contracts";
import { type Db, sanitizeLocalizedHtml } from "@dukkan/db";
import { colors, type NewProduct, products } from "@dukkan/db/schema/catalog";
import type { z } from "zod";
import { notFound } from "#server/lib/app-error.ts";
import { invalidField, parseInput } from "#server/lib/input.ts";
import { refuseBeyondTranslation } from "#server/lib/translation-scope.ts";
import type { WriteContext } from "#server/lib/write-context.ts";
import type { AuditChange } from "#server/modules/audit/audit.service.ts";
import { createProductInserts } from "./new-products.ts";
import { checkedSearchDocuments } from "./search-documents.ts";
import { createStockRepository } from "./stock.repository.ts";
import { type Snapshot, unique, type WriteSteps } from "./write-steps.service.ts";

/** A product as its snapshot shows it (the columns the writes read back). */
interface ProductSnapshot extends Snapshot {
  name: Localized;
  code: string;
  brand_id: number;
  category_ids: number[];
  deleted_at: string | null;
}

/** Writes of products, their colours and their sizes. */
export function createProductWrites(steps: WriteSteps) {
  const { repository, write, snapshotOf, requireIds, updated, removed } = steps;
  const { insertProducts, insertColors, insertSizes } = createProductInserts(steps);
  const ledger = createStockRepository();
  const ownField = (_index: number, name: string) => name;

  async function requireProduct(tx: Db, id: number) {
    if ((await repository.existing(tx, products, [id])).size === 0) throw notFound("No product with this id");
  }

  /** An update's accessories, by id and by code (existing products); never the product itself. */
  async function accessoriesFor(tx: Db, productId: number, data: z.output<typeof productUpdateSchema>) {
    const codes = data.accessory_codes ?? [];
    const byCode = codes.length
      ? (
          await repository.references(tx, {
            brandIds: [],
            categoryIds: [],
            codes: [],
            exceptId: null,
            accessoryCodes: codes,
          })
        ).productIdsByCode
      : new Map<string, number>();
    const unknown = codes.filter((code) => !byCode.has(code));
    if (unknown.length > 0) {
      throw invalidField("accessory_codes", `Unknown code: ${unknown.join(", ")}`, "unknown_code");
    }
    await requireIds(tx, products, unique(data.accessory_ids), "accessory_ids");
    const ids = unique([...(data.accessory_ids ?? []), ...codes.map((code) => byCode.get(code)!)]);
    if (ids.includes(productId)) {
      throw invalidField("accessory_ids", "A product cannot be its own accessory", "invalid_value");
    }
    return ids;
  }

  /** Takes a size off the shelf (a movement for the units it held) and removes it, with its audit entry. */
  async function removeSize(tx: Db, changes: AuditChange[], ctx: WriteContext, sizeId: number) {
    const size = await repository.sizeWithProduct(tx, sizeId);
    if (!size) throw notFound("No size with this id");
    if (size.quantity > 0) {
      await ledger.add(tx, [{ sizeId, delta: -size.quantity }], {
        reason: "adjustment",
        actor: ctx.actor,
        note: stockSystemNotes.size_removed,
      });
    }
    return removed(tx, changes, "size", sizeId);
  }

  return {
    /** A new product, with its colours and their sizes when given. */
    async createProduct(ctx: WriteContext, input: ProductCreate): Promise<Snapshot> {
      const data = parseInput(productCreateSchema, input);
      return write(ctx, async (tx, changes) => {
        const [after] = await insertProducts(tx, changes, ctx, { items: [data], field: ownField });
        return after!;
      });
    },

    /**
     * Several new products in one write (an import's batch, the demo seed): all or none. Field errors name the
     * product's place in the batch (`3.code`). Answers their snapshots in order.
     */
    async createProducts(ctx: WriteContext, input: ProductCreate[]): Promise<Snapshot[]> {
      const items = parseInput(productBatchCreateSchema, input);
      return write(ctx, (tx, changes) =>
        insertProducts(tx, changes, ctx, { items, field: (i, name) => `${i}.${name}` }),
      );
    },

    /** Changes the given fields only; a new name, code, brand or categories rewrites the search document. */
    async updateProduct(ctx: WriteContext, id: number, input: ProductUpdate): Promise<Snapshot> {
      const data = parseInput(productUpdateSchema, input);
      const categoryIds = data.category_ids ? unique(data.category_ids) : undefined;
      return write(ctx, async (tx, changes) => {
        const before = (await snapshotOf(tx, "product", id)) as ProductSnapshot;
        if (before.deleted_at) throw notFound("No product with this id");
        refuseBeyondTranslation(ctx, before, data, [
          "name",
          "description",
          "detail",
          "specifications",
          "about",
        ]);
        const accessoryIds =
          data.accessory_ids || data.accessory_codes ? await accessoriesFor(tx, id, data) : undefined;
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
          const { documents } = await checkedSearchDocuments(tx, repository, {
            products: [
              {
                name: data.name ?? before.name,
                code: data.code ?? before.code,
                brandId: data.brand_id ?? before.brand_id,
                categoryIds: categoryIds ?? before.category_ids,
              },
            ],
            exceptId: id,
            accessoryCodes: [],
            field: ownField,
          });
          values.searchDocument = documents[0];
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
        const [after] = await insertColors(tx, changes, ctx, [{ ...data, productId }]);
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
        const [after] = await insertSizes(tx, changes, ctx, [
          { ...data, productColorId, productId: color.productId },
        ]);
        return after!;
      });
    },

    /** Name, price and place; the quantity changes only through stock movements (stock.service.ts). */
    async updateSize(ctx: WriteContext, id: number, input: SizeUpdate): Promise<Snapshot> {
      const data = parseInput(sizeUpdateSchema, input);
      return write(ctx, async (tx, changes) => {
        const before = await snapshotOf(tx, "size", id);
        refuseBeyondTranslation(ctx, before, data, ["size"]);
        return updated(
          tx,
          changes,
          { entity: "size", id, at: ctx.at, before },
          {
            ...(data.size && { size: data.size }),
            ...(data.price !== undefined && { price: data.price }),
            ...(data.sort_order !== undefined && { sortOrder: data.sort_order }),
          },
        );
      });
    },

    removeSize: (ctx: WriteContext, id: number): Promise<Snapshot> =>
      write(ctx, (tx, changes) => removeSize(tx, changes, ctx, id)),
  };
}
