import {
  type ActorKind,
  type BrandCreate,
  type BrandUpdate,
  brandCreateSchema,
  brandUpdateSchema,
  type CategoryCreate,
  type CategoryUpdate,
  type ColorCreate,
  categoryCreateSchema,
  categoryUpdateSchema,
  colorCreateSchema,
  colorUpdateSchema,
  type Localized,
  type PartCreate,
  type ProductColorCreate,
  type ProductColorUpdate,
  type ProductCreate,
  type ProductUpdate,
  partCreateSchema,
  partUpdateSchema,
  productColorCreateSchema,
  productColorUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
  type SizeCreate,
  type SizeUpdate,
  type SubPartCreate,
  sizeCreateSchema,
  sizeUpdateSchema,
  subPartCreateSchema,
  subPartUpdateSchema,
} from "@dukkan/contracts";
import { type Db, productSearchDocument, sanitizeLocalizedHtml } from "@dukkan/db";
import {
  brands,
  categories,
  colors,
  type NewProduct,
  parts,
  productCategories,
  productColors,
  products,
  subParts,
} from "@dukkan/db/schema/catalog";
import { and, eq, inArray, is, isNull, type SQL } from "drizzle-orm";
import { type PgTable, PgTransaction } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { Cache } from "#server/lib/cache.ts";
import { invalidField, parseInput } from "#server/lib/input.ts";
import { stampsOf, type WriteContext } from "#server/lib/write-context.ts";
import type { AuditChange, AuditService, Snapshot } from "#server/modules/audit/audit.service.ts";
import { createCatalogWritesRepository, type EntityName, entityTables } from "./catalog-writes.repository.ts";
import { createStockRepository } from "./stock.repository.ts";

/** A product as its snapshot shows it (the columns the writes read back). */
interface ProductSnapshot extends Snapshot {
  name: Localized;
  code: string;
  brand_id: number;
  category_ids: number[];
  deleted_at: string | null;
}

type Work = (tx: Db, changes: AuditChange[]) => Promise<Snapshot>;
type SizeCreateData = z.output<typeof sizeCreateSchema>;
type ProductColorCreateData = z.output<typeof productColorCreateSchema>;

const unique = (ids: number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);
const entityLabel = (entity: EntityName) => entity.replace("_", " ");
/** Brand and category renames rewrite their products' search documents this many at a time. */
const searchDocumentBatch = 1_000;

/** A new size's opening stock comes from an import (the seed imports the demo store), else a staff adjustment. */
const openingReason = (actor: ActorKind) =>
  actor === "seed" || actor === "import" ? "import" : "adjustment";

function inUse(entity: string, count: number, what: string): AppError {
  return new AppError("conflict", `This ${entity} is still used by ${count} ${what}`, undefined, {
    in_use: count,
  });
}

/**
 * The one catalogue write path: a function per write of a product, product colour, size, palette colour,
 * brand, part, sub-part or category. Each validates its input with the contracts schema the staff form uses,
 * then in ONE transaction checks the ids it refers to, sanitizes HTML, writes, rebuilds the search documents the
 * write changes and records one audit entry per entity written (before and after); after commit it invalidates
 * the caches, and through them every instance's search index. Stock changes only through stock movements.
 * The demo seed writes the store through these same functions (apps/server/src/seed).
 */
export function createCatalogWritesService(deps: { db: Db; cache: Cache; audit: AuditService }) {
  const { db, cache, audit } = deps;
  const repository = createCatalogWritesRepository();
  const ledger = createStockRepository();

  /** A caller that already holds a transaction (the seed) has each write join it instead of nesting one. */
  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    is(db, PgTransaction) ? work(db) : db.transaction((tx) => work(tx));

  async function write(ctx: WriteContext, work: Work): Promise<Snapshot> {
    const result = await transaction(async (tx) => {
      const changes: AuditChange[] = [];
      const after = await work(tx, changes);
      await audit.record(tx, ctx, changes);
      return after;
    });
    await cache.invalidateAll();
    return result;
  }

  async function snapshotOf(tx: Db, entity: EntityName, id: number): Promise<Snapshot> {
    const snapshot = (await repository.snapshots(tx, entity, [id])).get(id);
    if (!snapshot) throw notFound(`No ${entityLabel(entity)} with this id`);
    return snapshot;
  }

  /** Every id names a row (not deleted); else a 422 on `field`. */
  async function requireIds(tx: Db, table: (typeof entityTables)[EntityName], ids: number[], field: string) {
    const found = await repository.existing(tx, table, ids);
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw invalidField(field, `Unknown id: ${missing.join(", ")}`, "unknown_id");
  }

  async function requireProduct(tx: Db, id: number) {
    if ((await repository.existing(tx, products, [id])).size === 0) throw notFound("No product with this id");
  }

  async function created(tx: Db, changes: AuditChange[], entity: EntityName, id: number) {
    const after = await snapshotOf(tx, entity, id);
    changes.push({ entity, entityId: id, action: "create", before: null, after });
    return after;
  }

  /** Records the creation of these rows (snapshots read in one statement); returns their snapshots in order. */
  async function createdMany(tx: Db, changes: AuditChange[], entity: EntityName, ids: number[]) {
    const snapshots = await repository.snapshots(tx, entity, ids);
    return ids.map((id) => {
      const after = snapshots.get(id) as Snapshot;
      changes.push({ entity, entityId: id, action: "create", before: null, after });
      return after;
    });
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

  /** Updates one row and records it; `values` in the table's columns. */
  async function updated(
    tx: Db,
    changes: AuditChange[],
    target: { entity: EntityName; id: number; at: Date | undefined; before?: Snapshot },
    values: Record<string, unknown>,
  ) {
    const before = target.before ?? (await snapshotOf(tx, target.entity, target.id));
    await repository.update(tx, entityTables[target.entity], target.id, values as never, target.at);
    const after = await snapshotOf(tx, target.entity, target.id);
    changes.push({ entity: target.entity, entityId: target.id, action: "update", before, after });
    return after;
  }

  async function removed(tx: Db, changes: AuditChange[], entity: EntityName, id: number) {
    const before = await snapshotOf(tx, entity, id);
    await repository.remove(tx, entityTables[entity], id);
    changes.push({ entity, entityId: id, action: "delete", before, after: null });
    return before;
  }

  /** Refuses a removal while `count` rows of `table` still depend on the entity. */
  async function refuseInUse(tx: Db, table: PgTable, where: SQL | undefined, message: [string, string]) {
    const count = await repository.count(tx, table, where);
    if (count > 0) throw inUse(message[0], count, message[1]);
  }

  /** The search document of a product with these fields; its brand must take products, its categories exist. */
  async function searchDocumentOf(
    tx: Db,
    product: { name: Localized; code: string; brandId: number; categoryIds: number[] },
  ) {
    const brand = await repository.brand(tx, product.brandId);
    if (!brand || brand.deletedAt)
      throw invalidField("brand_id", `Unknown id: ${product.brandId}`, "unknown_id");
    const names = new Map(
      (await repository.categoryNames(tx, product.categoryIds)).map((c) => [c.id, c.name]),
    );
    const missing = product.categoryIds.filter((id) => !names.has(id));
    if (missing.length > 0)
      throw invalidField("category_ids", `Unknown id: ${missing.join(", ")}`, "unknown_id");
    return productSearchDocument({
      name: product.name,
      code: product.code,
      brandName: brand.name,
      categoryNames: product.categoryIds.map((id) => names.get(id) as Localized),
    });
  }

  /** Rewrites the search documents of products whose brand or category names changed. */
  async function rebuildSearchDocuments(tx: Db, productIds: number[]) {
    for (let i = 0; i < productIds.length; i += searchDocumentBatch) {
      const rows = await repository.searchInputs(tx, productIds.slice(i, i + searchDocumentBatch));
      await repository.setSearchDocuments(
        tx,
        rows.map((r) => ({
          id: r.id,
          document: productSearchDocument({
            name: r.name,
            code: r.code,
            brandName: r.brand,
            categoryNames: r.categories,
          }),
        })),
      );
    }
  }

  async function requireFreeCode(tx: Db, code: string, exceptId: number | null) {
    if (await repository.codeTaken(tx, code, exceptId)) {
      throw invalidField("code", "Another product has this code", "taken");
    }
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
    // ------------------------------------------------------------ products

    async createProduct(ctx: WriteContext, input: ProductCreate): Promise<Snapshot> {
      const data = parseInput(productCreateSchema, input);
      const categoryIds = unique(data.category_ids);
      const accessoryIds = unique(data.accessory_ids);
      return write(ctx, async (tx, changes) => {
        const searchDocument = await searchDocumentOf(tx, {
          name: data.name,
          code: data.code,
          brandId: data.brand_id,
          categoryIds,
        });
        await requireAccessories(tx, accessoryIds, null);
        await requireFreeCode(tx, data.code, null);
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
        if (data.code !== undefined) await requireFreeCode(tx, data.code, id);
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
          values.searchDocument = await searchDocumentOf(tx, {
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

    // ------------------------------------------------------------ the colour palette

    async createColor(ctx: WriteContext, input: ColorCreate): Promise<Snapshot> {
      const data = parseInput(colorCreateSchema, input);
      return write(ctx, async (tx, changes) => {
        const id = await repository.insert(tx, colors, { name: data.name, hex: data.hex, ...stampsOf(ctx) });
        return created(tx, changes, "color", id);
      });
    },

    async updateColor(ctx: WriteContext, id: number, input: Partial<ColorCreate>): Promise<Snapshot> {
      const data = parseInput(colorUpdateSchema, input);
      return write(ctx, (tx, changes) => updated(tx, changes, { entity: "color", id, at: ctx.at }, data));
    },

    async deleteColor(ctx: WriteContext, id: number): Promise<Snapshot> {
      return write(ctx, async (tx, changes) => {
        await refuseInUse(tx, productColors, eq(productColors.colorId, id), ["colour", "product colours"]);
        return removed(tx, changes, "color", id);
      });
    },

    // ------------------------------------------------------------ brands

    async createBrand(ctx: WriteContext, input: BrandCreate): Promise<Snapshot> {
      const data = parseInput(brandCreateSchema, input);
      return write(ctx, async (tx, changes) => {
        const id = await repository.insert(tx, brands, {
          name: data.name,
          country: data.country,
          logo: data.logo,
          backgroundImage: data.background_image,
          catalogFile: data.catalog_file ?? null,
          sortOrder: data.sort_order ?? 0,
          ...stampsOf(ctx),
        });
        return created(tx, changes, "brand", id);
      });
    },

    /** A new name rewrites the search documents of the brand's products. */
    async updateBrand(ctx: WriteContext, id: number, input: BrandUpdate): Promise<Snapshot> {
      const data = parseInput(brandUpdateSchema, input);
      return write(ctx, async (tx, changes) => {
        const before = await snapshotOf(tx, "brand", id);
        if (before.deleted_at) throw notFound("No brand with this id");
        const after = await updated(
          tx,
          changes,
          { entity: "brand", id, at: ctx.at, before },
          {
            ...(data.name && { name: data.name }),
            ...(data.country && { country: data.country }),
            ...(data.logo && { logo: data.logo }),
            ...(data.background_image && { backgroundImage: data.background_image }),
            ...(data.catalog_file !== undefined && { catalogFile: data.catalog_file }),
            ...(data.sort_order !== undefined && { sortOrder: data.sort_order }),
          },
        );
        if (data.name) await rebuildSearchDocuments(tx, await repository.productIdsOf(tx, { brandId: id }));
        return after;
      });
    },

    /** Soft, and refused while products (not deleted) carry the brand. */
    async deleteBrand(ctx: WriteContext, id: number): Promise<Snapshot> {
      return write(ctx, async (tx, changes) => {
        const before = await snapshotOf(tx, "brand", id);
        if (before.deleted_at) throw notFound("No brand with this id");
        await refuseInUse(tx, products, and(eq(products.brandId, id), isNull(products.deletedAt)), [
          "brand",
          "products",
        ]);
        await repository.update(tx, brands, id, { deletedAt: ctx.at ?? new Date() }, ctx.at);
        const after = await snapshotOf(tx, "brand", id);
        changes.push({ entity: "brand", entityId: id, action: "delete", before, after });
        return after;
      });
    },

    // ------------------------------------------------------------ parts, sub-parts, categories

    async createPart(ctx: WriteContext, input: PartCreate): Promise<Snapshot> {
      const data = parseInput(partCreateSchema, input);
      return write(ctx, async (tx, changes) => {
        const id = await repository.insert(tx, parts, {
          name: data.name,
          sortOrder: data.sort_order ?? 0,
          ...stampsOf(ctx),
        });
        return created(tx, changes, "part", id);
      });
    },

    async updatePart(ctx: WriteContext, id: number, input: Partial<PartCreate>): Promise<Snapshot> {
      const data = parseInput(partUpdateSchema, input);
      return write(ctx, (tx, changes) =>
        updated(
          tx,
          changes,
          { entity: "part", id, at: ctx.at },
          {
            ...(data.name && { name: data.name }),
            ...(data.sort_order !== undefined && { sortOrder: data.sort_order }),
          },
        ),
      );
    },

    async deletePart(ctx: WriteContext, id: number): Promise<Snapshot> {
      return write(ctx, async (tx, changes) => {
        await refuseInUse(tx, subParts, eq(subParts.partId, id), ["part", "sub-parts"]);
        return removed(tx, changes, "part", id);
      });
    },

    async createSubPart(ctx: WriteContext, input: SubPartCreate): Promise<Snapshot> {
      const data = parseInput(subPartCreateSchema, input);
      return write(ctx, async (tx, changes) => {
        await requireIds(tx, parts, [data.part_id], "part_id");
        const id = await repository.insert(tx, subParts, {
          partId: data.part_id,
          name: data.name,
          ...stampsOf(ctx),
        });
        return created(tx, changes, "sub_part", id);
      });
    },

    async updateSubPart(ctx: WriteContext, id: number, input: Partial<SubPartCreate>): Promise<Snapshot> {
      const data = parseInput(subPartUpdateSchema, input);
      return write(ctx, async (tx, changes) => {
        if (data.part_id !== undefined) await requireIds(tx, parts, [data.part_id], "part_id");
        return updated(
          tx,
          changes,
          { entity: "sub_part", id, at: ctx.at },
          {
            ...(data.part_id !== undefined && { partId: data.part_id }),
            ...(data.name && { name: data.name }),
          },
        );
      });
    },

    async deleteSubPart(ctx: WriteContext, id: number): Promise<Snapshot> {
      return write(ctx, async (tx, changes) => {
        await refuseInUse(tx, categories, eq(categories.subPartId, id), ["sub-part", "categories"]);
        return removed(tx, changes, "sub_part", id);
      });
    },

    async createCategory(ctx: WriteContext, input: CategoryCreate): Promise<Snapshot> {
      const data = parseInput(categoryCreateSchema, input);
      return write(ctx, async (tx, changes) => {
        await requireIds(tx, subParts, [data.sub_part_id], "sub_part_id");
        const id = await repository.insert(tx, categories, {
          subPartId: data.sub_part_id,
          name: data.name,
          backgroundImage: data.background_image ?? null,
          ...stampsOf(ctx),
        });
        return created(tx, changes, "category", id);
      });
    },

    /** A new name rewrites the search documents of the category's products. */
    async updateCategory(ctx: WriteContext, id: number, input: CategoryUpdate): Promise<Snapshot> {
      const data = parseInput(categoryUpdateSchema, input);
      return write(ctx, async (tx, changes) => {
        if (data.sub_part_id !== undefined) await requireIds(tx, subParts, [data.sub_part_id], "sub_part_id");
        const after = await updated(
          tx,
          changes,
          { entity: "category", id, at: ctx.at },
          {
            ...(data.sub_part_id !== undefined && { subPartId: data.sub_part_id }),
            ...(data.name && { name: data.name }),
            ...(data.background_image !== undefined && { backgroundImage: data.background_image }),
          },
        );
        if (data.name)
          await rebuildSearchDocuments(tx, await repository.productIdsOf(tx, { categoryId: id }));
        return after;
      });
    },

    /** Refused while products (not deleted) are in the category. */
    async deleteCategory(ctx: WriteContext, id: number): Promise<Snapshot> {
      return write(ctx, async (tx, changes) => {
        const used = and(
          eq(productCategories.categoryId, id),
          inArray(
            productCategories.productId,
            tx.select({ id: products.id }).from(products).where(isNull(products.deletedAt)),
          ),
        );
        await refuseInUse(tx, productCategories, used, ["category", "products"]);
        return removed(tx, changes, "category", id);
      });
    },
  };
}
export type CatalogWritesService = ReturnType<typeof createCatalogWritesService>;
