import type { TaxonomyKind } from "@dukkan/contracts/taxonomy-admin";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";
import type { AnyTaxonomyItem } from "#staff/lib/taxonomy-queries.ts";

export const taxonomyKinds = ["brands", "parts", "sub-parts", "categories"] as const satisfies TaxonomyKind[];
export const isTaxonomyKind = (value: string | undefined): value is TaxonomyKind =>
  (taxonomyKinds as readonly string[]).includes(value ?? "");

export {
  type AnyTaxonomyItem,
  allOfKind,
  type TaxonomyItem,
  type TaxonomyListFilters,
  taxonomyListQuery,
} from "#staff/lib/taxonomy-queries.ts";

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
