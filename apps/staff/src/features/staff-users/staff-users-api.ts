import type {
  StaffUser,
  StaffUserCreateRequest,
  StaffUserList,
  StaffUserUpdateRequest,
} from "@dukkan/contracts/staff";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

export const staffUsersQuery = (query: { page: number; q: string }) =>
  queryOptions({
    queryKey: ["staff-users", query],
    queryFn: () =>
      staffApi<StaffUserList>("staff/staff-users", { query: { page: query.page, q: query.q || undefined } }),
    placeholderData: keepPreviousData,
  });

export const staffUserQuery = (id: number) =>
  queryOptions({
    queryKey: ["staff-users", "one", id],
    queryFn: async () => (await staffApi<{ data: StaffUser }>(`staff/staff-users/${id}`)).data,
  });

/** Every change of an account refreshes every staff query (lists, the account, the home numbers). */
function useInvalidatingMutation<Input>(mutationFn: (input: Input) => Promise<{ data: StaffUser }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries() });
}

export const useCreateStaffUser = () =>
  useInvalidatingMutation((body: StaffUserCreateRequest) =>
    staffApi<{ data: StaffUser }>("staff/staff-users", { method: "POST", body }),
  );

export const useUpdateStaffUser = (id: number) =>
  useInvalidatingMutation((body: StaffUserUpdateRequest) =>
    staffApi<{ data: StaffUser }>(`staff/staff-users/${id}`, { method: "PATCH", body }),
  );
