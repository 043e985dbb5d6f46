import type { MessageSettings, StaffMessage } from "@dukkan/contracts/messages";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

/** Customers' messages (issue 39): an order's messages, the settings page's reads and writes. */

export const orderMessagesQuery = (orderNumber: string) =>
  queryOptions({
    // Under "orders": a status move (which invalidates every query) shows its new message at once.
    queryKey: ["orders", "messages", orderNumber],
    queryFn: async () =>
      (await staffApi<{ data: StaffMessage[] }>(`staff/orders/${orderNumber}/messages`)).data,
    // Queued messages change state without the page doing anything: look again while some are queued.
    refetchInterval: (query) => (query.state.data?.some((m) => m.state === "queued") ? 3_000 : false),
  });

export const messageSettingsQuery = queryOptions({
  queryKey: ["message-settings"],
  queryFn: async () => (await staffApi<{ data: MessageSettings }>("staff/message-settings")).data,
});

export const messageQuery = (id: number) =>
  queryOptions({
    queryKey: ["messages", id],
    queryFn: async () => (await staffApi<{ data: StaffMessage }>(`staff/messages/${id}`)).data,
    refetchInterval: (query) => (query.state.data?.state === "queued" ? 1_000 : false),
  });

/** A write of the settings page; the settings it answers replace the cached ones. */
export function useSettingsWrite<Input>(
  request: (input: Input) => { path: string; method: "PUT" | "DELETE"; body?: unknown },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => {
      const { path, method, body } = request(input);
      return staffApi<{ data: MessageSettings }>(path, { method, body });
    },
    onSuccess: (answer) => queryClient.setQueryData(messageSettingsQuery.queryKey, answer.data),
  });
}
