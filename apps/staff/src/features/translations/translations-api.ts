import type { Paginated } from "@dukkan/contracts/catalog";
import type {
  TranslationItem,
  TranslationSaveRequest,
  TranslationSummaryRow,
} from "@dukkan/contracts/translations";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

/** The translation workspace's reads and its one write (issue 18). */
export const summaryQuery = queryOptions({
  queryKey: ["translations", "summary"],
  queryFn: async () => (await staffApi<{ data: TranslationSummaryRow[] }>("staff/translations/summary")).data,
});

export const textsQuery = (query: { entity: string; language: string; state: string; page: number }) =>
  queryOptions({
    queryKey: ["translations", "list", query],
    queryFn: () =>
      staffApi<Paginated<TranslationItem>>("staff/translations", { query: { ...query, per_page: 20 } }),
    placeholderData: keepPreviousData,
  });

export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entity, id, ...body }: TranslationSaveRequest & { entity: string; id: number }) =>
      staffApi<{ data: TranslationItem }>(`staff/translations/${entity}/${id}`, { method: "PATCH", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["translations"] }),
  });
}
