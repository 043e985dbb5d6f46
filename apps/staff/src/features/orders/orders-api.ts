import type {
  Courier,
  CustomerDetail,
  CustomerList,
  DeliveryFee,
  NewOrders,
  SettlementList,
  StaffCoupon,
  StaffOrder,
  StaffOrderList,
} from "@dukkan/contracts/order-desk";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { staffApi } from "#staff/lib/api.ts";
import { idempotencyKeys } from "#staff/lib/idempotency.ts";

/** The order desk's queries (TanStack Query) and mutations; every mutation refreshes every staff query. */

export type OrderListParams = Record<string, string | number | undefined>;

export const ordersQuery = (query: OrderListParams) =>
  queryOptions({
    queryKey: ["orders", "list", query],
    queryFn: () => staffApi<StaffOrderList>("staff/orders", { query }),
    placeholderData: keepPreviousData,
  });

export const orderQuery = (orderNumber: string, lang?: string) =>
  queryOptions({
    queryKey: ["orders", "one", orderNumber, lang],
    queryFn: async () =>
      (await staffApi<{ data: StaffOrder }>(`staff/orders/${orderNumber}`, { query: { lang } })).data,
  });

/** Polled: the menu's count and the list's refresh when a new order arrives (no reload needed). */
export const newOrdersQuery = queryOptions({
  queryKey: ["orders", "new"],
  queryFn: async () => (await staffApi<{ data: NewOrders }>("staff/orders/new")).data,
  refetchInterval: 15_000,
  refetchIntervalInBackground: false,
});

export const couriersQuery = queryOptions({
  queryKey: ["couriers"],
  queryFn: async () => (await staffApi<{ data: Courier[] }>("staff/couriers")).data,
});

export const governoratesQuery = (lang: string) =>
  queryOptions({
    queryKey: ["governorates", lang],
    queryFn: async () => (await staffApi<{ data: { id: number; name: string }[] }>(`${lang}/cities`)).data,
    staleTime: 10 * 60_000,
  });

export const settlementsQuery = (query: OrderListParams) =>
  queryOptions({
    queryKey: ["settlements", query],
    queryFn: () => staffApi<SettlementList>("staff/settlements", { query }),
    placeholderData: keepPreviousData,
  });

export const customersQuery = (query: OrderListParams) =>
  queryOptions({
    queryKey: ["customers", "list", query],
    queryFn: () => staffApi<CustomerList>("staff/customers", { query }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ["customers", "one", id, lang],
    queryFn: async () =>
      (await staffApi<{ data: CustomerDetail }>(`staff/customers/${id}`, { query: { lang } })).data,
  });

export const couponsQuery = queryOptions({
  queryKey: ["coupons"],
  queryFn: async () => (await staffApi<{ data: StaffCoupon[] }>("staff/coupons")).data,
});

export const deliveryFeesQuery = (lang: string) =>
  queryOptions({
    queryKey: ["delivery-fees", lang],
    queryFn: async () =>
      (await staffApi<{ data: DeliveryFee[] }>("staff/delivery-fees", { query: { lang } })).data,
  });

/** A write to the desk's API; on success every staff query is refreshed (lists, the order, the menu count). */
export function useDeskMutation<Input, Output = unknown>(
  request: (input: Input) => { path: string; method: "POST" | "PATCH"; body: unknown },
  /** A write that adds (a settlement, a note): sent with an Idempotency-Key, applied once however often it is sent. */
  { idempotent = false } = {},
) {
  const queryClient = useQueryClient();
  const [keys] = useState(idempotencyKeys);
  return useMutation({
    mutationFn: (input: Input) => {
      const { path, method, body } = request(input);
      const idempotencyKey = idempotent ? keys.keyFor({ path, method, body }) : undefined;
      return staffApi<Output>(path, { method, body, ...(idempotencyKey ? { idempotencyKey } : {}) });
    },
    onSuccess: () => {
      keys.done();
      return queryClient.invalidateQueries();
    },
  });
}
