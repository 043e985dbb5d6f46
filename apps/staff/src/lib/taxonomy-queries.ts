import type { Paginated } from "@dukkan/contracts/catalog";
import type {
  StaffBrand,
  StaffCategory,
  StaffPart,
  StaffSubPart,
  TaxonomyKind,
} from "@dukkan/contracts/taxonomy-admin";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

/** The taxonomy lists, read by the taxonomy screens and by the import's and the product list's selects. */

/** Any of the four, as the generic screens handle them (the kind-specific fields are optional). */
export type TaxonomyItem = StaffBrand | StaffPart | StaffSubPart | StaffCategory;
export type AnyTaxonomyItem = Partial<StaffBrand & StaffSubPart & StaffCategory & StaffPart> &
  Pick<StaffBrand, "id" | "name" | "sort_order" | "active" | "updated_at">;

export interface TaxonomyListFilters {
  q: string;
  page: number;
  sort: "order" | "name" | "usage";
  active?: "true" | "false" | undefined;
  part_id?: number | undefined;
  sub_part_id?: number | undefined;
}

export const taxonomyListQuery = (kind: TaxonomyKind, filters: TaxonomyListFilters, perPage = 20) =>
  queryOptions({
    queryKey: ["taxonomy", kind, "list", filters, perPage],
    queryFn: () =>
      staffApi<Paginated<AnyTaxonomyItem>>(`staff/${kind}`, {
        query: { ...filters, q: filters.q || undefined, per_page: perPage },
      }),
    placeholderData: keepPreviousData,
  });

/** Every part or sub-part (for the selects that file a sub-part or category under one). */
export const allOfKind = (kind: "parts" | "sub-parts") =>
  taxonomyListQuery(kind, { q: "", page: 1, sort: "order" }, 100);
