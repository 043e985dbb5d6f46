import {
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
  type PartCreate,
  partCreateSchema,
  partUpdateSchema,
  type SubPartCreate,
  subPartCreateSchema,
  subPartUpdateSchema,
} from "@dukkan/contracts";
import {
  brands,
  categories,
  colors,
  parts,
  productCategories,
  productColors,
  products,
  subParts,
} from "@dukkan/db/schema/catalog";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { notFound } from "#server/lib/app-error.ts";
import { parseInput } from "#server/lib/input.ts";
import { refuseBeyondTranslation } from "#server/lib/translation-scope.ts";
import { stampsOf, type WriteContext } from "#server/lib/write-context.ts";
import { rebuildSearchDocuments } from "./search-documents.ts";
import type { Snapshot, WriteSteps } from "./write-steps.service.ts";

/** Writes of the palette colours, brands, parts, sub-parts and categories products are filed under. */
export function createTaxonomyWrites(steps: WriteSteps) {
  const { repository, write, snapshotOf, requireIds, created, updated, removed, refuseInUse } = steps;
  return {
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
          active: data.active ?? true,
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
        refuseBeyondTranslation(ctx, before, data, ["name", "country"]);
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
            ...(data.active !== undefined && { active: data.active }),
          },
        );
        if (data.name)
          await rebuildSearchDocuments(tx, repository, await repository.productIdsOf(tx, { brandId: id }));
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
          active: data.active ?? true,
          ...stampsOf(ctx),
        });
        return created(tx, changes, "part", id);
      });
    },

    async updatePart(ctx: WriteContext, id: number, input: Partial<PartCreate>): Promise<Snapshot> {
      const data = parseInput(partUpdateSchema, input);
      return write(ctx, async (tx, changes) => {
        const before = await snapshotOf(tx, "part", id);
        refuseBeyondTranslation(ctx, before, data, ["name"]);
        return updated(
          tx,
          changes,
          { entity: "part", id, at: ctx.at, before },
          {
            ...(data.name && { name: data.name }),
            ...(data.sort_order !== undefined && { sortOrder: data.sort_order }),
            ...(data.active !== undefined && { active: data.active }),
          },
        );
      });
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
          sortOrder: data.sort_order ?? 0,
          active: data.active ?? true,
          ...stampsOf(ctx),
        });
        return created(tx, changes, "sub_part", id);
      });
    },

    async updateSubPart(ctx: WriteContext, id: number, input: Partial<SubPartCreate>): Promise<Snapshot> {
      const data = parseInput(subPartUpdateSchema, input);
      return write(ctx, async (tx, changes) => {
        const before = await snapshotOf(tx, "sub_part", id);
        refuseBeyondTranslation(ctx, before, data, ["name"]);
        if (data.part_id !== undefined) await requireIds(tx, parts, [data.part_id], "part_id");
        return updated(
          tx,
          changes,
          { entity: "sub_part", id, at: ctx.at, before },
          {
            ...(data.part_id !== undefined && { partId: data.part_id }),
            ...(data.name && { name: data.name }),
            ...(data.sort_order !== undefined && { sortOrder: data.sort_order }),
            ...(data.active !== undefined && { active: data.active }),
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
          sortOrder: data.sort_order ?? 0,
          active: data.active ?? true,
          ...stampsOf(ctx),
        });
        return created(tx, changes, "category", id);
      });
    },

    /** A new name rewrites the search documents of the category's products. */
    async updateCategory(ctx: WriteContext, id: number, input: CategoryUpdate): Promise<Snapshot> {
      const data = parseInput(categoryUpdateSchema, input);
      return write(ctx, async (tx, changes) => {
        const before = await snapshotOf(tx, "category", id);
        refuseBeyondTranslation(ctx, before, data, ["name"]);
        if (data.sub_part_id !== undefined) await requireIds(tx, subParts, [data.sub_part_id], "sub_part_id");
        const after = await updated(
          tx,
          changes,
          { entity: "category", id, at: ctx.at, before },
          {
            ...(data.sub_part_id !== undefined && { subPartId: data.sub_part_id }),
            ...(data.name && { name: data.name }),
            ...(data.background_image !== undefined && { backgroundImage: data.background_image }),
            ...(data.sort_order !== undefined && { sortOrder: data.sort_order }),
            ...(data.active !== undefined && { active: data.active }),
          },
        );
        if (data.name)
          await rebuildSearchDocuments(tx, repository, await repository.productIdsOf(tx, { categoryId: id }));
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
