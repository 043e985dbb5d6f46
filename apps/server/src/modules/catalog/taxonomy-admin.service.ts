import type {
  StaffBrand,
  StaffCategory,
  StaffPart,
  StaffSubPart,
  TaxonomyListQuery,
} from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { notFound } from "#server/lib/app-error.ts";
import { mediaUrl } from "#server/lib/media-url.ts";
import { pageWindow, paginated } from "#server/lib/pagination.ts";
import { createTaxonomyAdminRepository, type TaxonomyFilter } from "./taxonomy-admin.repository.ts";

type Repository = ReturnType<typeof createTaxonomyAdminRepository>;
type BrandRow = NonNullable<Awaited<ReturnType<Repository["brand"]>>>;
type PartRow = NonNullable<Awaited<ReturnType<Repository["part"]>>>;
type SubPartRow = NonNullable<Awaited<ReturnType<Repository["subPart"]>>>;
type CategoryRow = NonNullable<Awaited<ReturnType<Repository["category"]>>>;

const common = (row: {
  id: number;
  name: StaffBrand["name"];
  sortOrder: number;
  active: boolean;
  updatedAt: Date;
}) => ({
  id: row.id,
  name: row.name,
  sort_order: row.sortOrder,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
});

const filterOf = (query: TaxonomyListQuery): TaxonomyFilter => ({
  q: query.q || undefined,
  active: query.active,
  sort: query.sort,
  partId: query.part_id,
  subPartId: query.sub_part_id,
});

/**
 * The staff app's reads of the taxonomy (brands, parts, sub-parts, categories): lists with search, filters and
 * how much uses each, and one entity for its edit page. Writes go through the catalogue write path.
 */
export function createTaxonomyAdmin(db: Db) {
  const repository = createTaxonomyAdminRepository(db);

  const views = (origin: string) => ({
    brand: ({ brand, products }: BrandRow): StaffBrand => ({
      ...common(brand),
      country: brand.country,
      logo: brand.logo,
      logo_url: mediaUrl(origin, brand.logo),
      background_image: brand.backgroundImage,
      background_image_url: mediaUrl(origin, brand.backgroundImage),
      catalog_file: brand.catalogFile,
      catalog_file_url: mediaUrl(origin, brand.catalogFile),
      products,
    }),
    part: ({ part, subParts }: PartRow): StaffPart => ({ ...common(part), sub_parts: subParts }),
    subPart: ({ subPart, partName, categories }: SubPartRow): StaffSubPart => ({
      ...common(subPart),
      part_id: subPart.partId,
      part_name: partName,
      categories,
    }),
    category: ({ category, subPartName, products }: CategoryRow): StaffCategory => ({
      ...common(category),
      sub_part_id: category.subPartId,
      sub_part_name: subPartName,
      background_image: category.backgroundImage,
      background_image_url: mediaUrl(origin, category.backgroundImage),
      products,
    }),
  });

  /** One entity by id, else 404 with what was asked for. */
  function one<R, V>(read: (id: number) => Promise<R | undefined>, view: (row: R) => V, what: string) {
    return async (id: number) => {
      const row = await read(id);
      if (!row) throw notFound(`No ${what} with this id`);
      return view(row);
    };
  }

  return {
    async brands(origin: string, query: TaxonomyListQuery) {
      const { rows, total } = await repository.brands(filterOf(query), pageWindow(query));
      return paginated(rows.map(views(origin).brand), total, query);
    },
    brand: (origin: string, id: number) => one(repository.brand, views(origin).brand, "brand")(id),

    async parts(origin: string, query: TaxonomyListQuery) {
      const { rows, total } = await repository.parts(filterOf(query), pageWindow(query));
      return paginated(rows.map(views(origin).part), total, query);
    },
    part: (origin: string, id: number) => one(repository.part, views(origin).part, "part")(id),

    async subParts(origin: string, query: TaxonomyListQuery) {
      const { rows, total } = await repository.subParts(filterOf(query), pageWindow(query));
      return paginated(rows.map(views(origin).subPart), total, query);
    },
    subPart: (origin: string, id: number) => one(repository.subPart, views(origin).subPart, "sub-part")(id),

    async categories(origin: string, query: TaxonomyListQuery) {
      const { rows, total } = await repository.categories(filterOf(query), pageWindow(query));
      return paginated(rows.map(views(origin).category), total, query);
    },
    category: (origin: string, id: number) =>
      one(repository.category, views(origin).category, "category")(id),
  };
}
export type TaxonomyAdmin = ReturnType<typeof createTaxonomyAdmin>;
