import type { OrderReasonKind, OrderReasonView, OrderReturns } from "@dukkan/contracts/order-returns";
import { queryOptions } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

/** Returns after delivery and the shop's cancel and return reasons (issue 38). */

export const orderReasonsQuery = (kind?: OrderReasonKind, activeOnly = false) =>
  queryOptions({
    queryKey: ["order-reasons", kind ?? "all", activeOnly],
    queryFn: async () =>
      (
        await staffApi<{ data: OrderReasonView[] }>("staff/order-reasons", {
          query: { kind, active: activeOnly ? "true" : undefined },
        })
      ).data,
    staleTime: 60_000,
  });

export const orderReturnsQuery = (orderNumber: string) =>
  queryOptions({
    queryKey: ["orders", "returns", orderNumber],
    queryFn: async () => (await staffApi<{ data: OrderReturns }>(`staff/orders/${orderNumber}/returns`)).data,
  });
