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

  /** A list: one page of rows read with the query's filters, each shown as `view` shows it. */
  const listOf =
    <R, V>(
      read: (
        filter: TaxonomyFilter,
        page: { limit: number; offset: number },
      ) => Promise<{ rows: R[]; total: number }>,
      view: (origin: string) => (row: R) => V,
    ) =>
    async (origin: string, query: TaxonomyListQuery) => {
      const { rows, total } = await read(filterOf(query), pageWindow(query));
      return paginated(rows.map(view(origin)), total, query);
    };

  /** One entity by id, else 404 naming what was asked for. */
  const oneOf =
    <R, V>(
      read: (id: number) => Promise<R | undefined>,
      view: (origin: string) => (row: R) => V,
      what: string,
    ) =>
    async (origin: string, id: number) => {
      const row = await read(id);
      if (!row) throw notFound(`No ${what} with this id`);
      return view(origin)(row);
    };

  return {
    brands: listOf(repository.brands, (origin) => views(origin).brand),
    brand: oneOf(repository.brand, (origin) => views(origin).brand, "brand"),
    parts: listOf(repository.parts, (origin) => views(origin).part),
    part: oneOf(repository.part, (origin) => views(origin).part, "part"),
    subParts: listOf(repository.subParts, (origin) => views(origin).subPart),
    subPart: oneOf(repository.subPart, (origin) => views(origin).subPart, "sub-part"),
    categories: listOf(repository.categories, (origin) => views(origin).category),
    category: oneOf(repository.category, (origin) => views(origin).category, "category"),
  };
}
export type TaxonomyAdmin = ReturnType<typeof createTaxonomyAdmin>;
