import type { StaffMe, StaffPermission } from "@dukkan/contracts/staff";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { data, redirect } from "react-router";
import { staffApi } from "#staff/lib/api.ts";
import { queryClient } from "#staff/lib/query-client.ts";
import { currentAccessToken, refreshSession } from "#staff/lib/session.ts";
import { signInPath } from "#staff/lib/sign-in-path.ts";

export const meQuery = queryOptions({
  queryKey: ["me"],
  queryFn: async () => (await staffApi<{ data: StaffMe }>("staff/me")).data,
  staleTime: 60_000,
});

export const useMe = () => useSuspenseQuery(meQuery).data;

/** The signed-in staff member for a route loader; without a session, a redirect to sign-in and back. */
export async function loadMe(request: Request): Promise<StaffMe> {
  if (!currentAccessToken() && !(await refreshSession())) throw redirect(signInPath(new URL(request.url)));
  return queryClient.ensureQueryData(meQuery);
}

/** A route loader that lets only roles with `permission` in (403 otherwise; the menu hides it too). */
export function requirePermission(permission: StaffPermission) {
  return async ({ request }: { request: Request }) => {
    const me = await loadMe(request);
    if (!me.permissions.includes(permission)) throw data(null, { status: 403 });
    return null;
  };
}
