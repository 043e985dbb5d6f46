import type { Paginated } from "@dukkan/contracts/catalog";
import {
  lowStockThreshold,
  type StockChange,
  type StockMovement,
  type StockSize,
} from "@dukkan/contracts/catalog-admin";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { staffApi } from "#staff/lib/api.ts";
import { idempotencyKeys } from "#staff/lib/idempotency.ts";

/** The home screen's levels (low is 1 to the threshold, out is none), of active products. */
export const stockLevels = {
  low: { min: 1, threshold: lowStockThreshold, active: "true" },
  out: { min: 0, threshold: 0, active: "true" },
  all: { min: 0, threshold: lowStockThreshold, active: undefined },
} as const;
export type StockLevel = keyof typeof stockLevels;

export const lowStockQuery = (query: { level: StockLevel; page: number; q: string }) =>
  queryOptions({
    queryKey: ["stock", "low", query],
    queryFn: () =>
      staffApi<Paginated<StockSize>>("staff/stock/low", {
        query: { ...stockLevels[query.level], page: query.page, q: query.q || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const stockSizeQuery = (sizeId: number) =>
  queryOptions({
    queryKey: ["stock", "size", sizeId],
    queryFn: async () => (await staffApi<{ data: StockSize }>(`staff/sizes/${sizeId}/stock`)).data,
  });

export const movementsQuery = (sizeId: number, page: number) =>
  queryOptions({
    queryKey: ["stock", "movements", sizeId, page],
    queryFn: () =>
      staffApi<Paginated<StockMovement>>(`staff/sizes/${sizeId}/movements`, {
        query: { page, per_page: 20 },
      }),
    placeholderData: keepPreviousData,
  });

/** An adjustment or a stocktake; every stock query (and the home numbers) is stale after it. */
export function useStockChange(sizeId: number) {
  const queryClient = useQueryClient();
  // A change sent again after a lost answer is applied once (issue 40).
  const [keys] = useState(idempotencyKeys);
  return useMutation({
    mutationFn: (body: StockChange) =>
      staffApi<{ data: StockMovement }>(`staff/sizes/${sizeId}/stock`, {
        method: "POST",
        body,
        idempotencyKey: keys.keyFor({ sizeId, body }),
      }),
    onSuccess: () => {
      keys.done();
      return queryClient.invalidateQueries();
    },
  });
}
