import type { PhoneBlock } from "@dukkan/contracts/customer-record";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

/** The customer record's writes (issue 38): each refreshes every staff query (the customer, the order, lists). */
function useRecordMutation<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries() });
}

export const useSaveCustomerRecord = (customerId: number) =>
  useRecordMutation((body: { notes: string; tags: string[] }) =>
    staffApi<{ data: { notes: string | null; tags: string[] } }>(`staff/customers/${customerId}/record`, {
      method: "PATCH",
      body,
    }),
  );

export const useBlockPhone = () =>
  useRecordMutation((body: { phone: string; reason: string }) =>
    staffApi<{ data: PhoneBlock }>("staff/blocked-phones", { method: "POST", body }),
  );

export const useUnblockPhone = () =>
  useRecordMutation((phone: string) =>
    staffApi<null>(`staff/blocked-phones/${encodeURIComponent(phone)}`, { method: "DELETE" }),
  );
