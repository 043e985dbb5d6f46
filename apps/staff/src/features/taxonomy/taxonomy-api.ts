import type { Paginated } from "@dukkan/contracts/catalog";
import type {
  StaffBrand,
  StaffCategory,
  StaffPart,
  StaffSubPart,
  TaxonomyKind,
} from "@dukkan/contracts/taxonomy-admin";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

export const taxonomyKinds = ["brands", "parts", "sub-parts", "categories"] as const satisfies TaxonomyKind[];
export const isTaxonomyKind = (value: string | undefined): value is TaxonomyKind =>
  (taxonomyKinds as readonly string[]).includes(value ?? "");

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

export const taxonomyItemQuery = (kind: TaxonomyKind, id: number) =>
  queryOptions({
    queryKey: ["taxonomy", kind, "one", id],
    queryFn: async () => (await staffApi<{ data: AnyTaxonomyItem }>(`staff/${kind}/${id}`)).data,
  });

/** Create, change or delete; every query is stale after it (lists, the home numbers, the history). */
export function useTaxonomyWrite(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries();
  return {
    create: useMutation({
      mutationFn: async (body: Record<string, unknown>) =>
        (await staffApi<{ data: AnyTaxonomyItem }>(`staff/${kind}`, { method: "POST", body })).data,
      onSuccess,
    }),
    update: useMutation({
      mutationFn: async ({ id, body }: { id: number; body: Record<string, unknown> }) =>
        (await staffApi<{ data: AnyTaxonomyItem }>(`staff/${kind}/${id}`, { method: "PATCH", body })).data,
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => staffApi<null>(`staff/${kind}/${id}`, { method: "DELETE" }),
      onSuccess,
    }),
  };
}
