import type { StaffOrder, StaffOrderEntryRequest } from "@dukkan/contracts/order-desk";
import type {
  OrderEntryCustomer,
  OrderEntryGovernorate,
  OrderEntryProduct,
} from "@dukkan/contracts/order-entry";
import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";
import { useDeskMutation } from "./orders-api.ts";

/** The order entry screen's reads (`orders.enter`) and its one write. */

export const entryProductsQuery = (q: string, lang: string) =>
  queryOptions({
    queryKey: ["order-entry", "products", q, lang],
    queryFn: async () =>
      (await staffApi<{ data: OrderEntryProduct[] }>("staff/order-entry/products", { query: { q, lang } }))
        .data,
    enabled: q.trim() !== "",
    staleTime: 10_000,
  });

export const entryCustomersQuery = (q: string) =>
  queryOptions({
    queryKey: ["order-entry", "customers", q],
    queryFn: async () =>
      (await staffApi<{ data: OrderEntryCustomer[] }>("staff/order-entry/customers", { query: { q } })).data,
    enabled: q.trim() !== "",
    staleTime: 10_000,
  });

export const entryGovernoratesQuery = (lang: string) =>
  queryOptions({
    queryKey: ["order-entry", "governorates", lang],
    queryFn: async () =>
      (
        await staffApi<{ data: OrderEntryGovernorate[] }>("staff/order-entry/governorates", {
          query: { lang },
        })
      ).data,
    staleTime: 5 * 60_000,
  });

/** Saves the order once however often it is sent (a lost answer, a second press): the same Idempotency-Key. */
export const useEnterOrder = () =>
  useDeskMutation<StaffOrderEntryRequest, { data: StaffOrder }>(
    (body) => ({ path: "staff/orders", method: "POST", body }),
    { idempotent: true },
  );
