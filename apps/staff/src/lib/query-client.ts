import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./http.ts";
import { SessionEndedError } from "./session.ts";
import { signInPath } from "./sign-in-path.ts";

/**
 * A session that ends while a screen loads or saves: a full load of the sign-in page, which also drops every
 * cached answer of the account that was signed in.
 */
function leaveOnSessionEnd(error: unknown): void {
  if (error instanceof SessionEndedError) window.location.replace(`/staff${signInPath(window.location)}`);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: leaveOnSessionEnd }),
  mutationCache: new MutationCache({ onError: leaveOnSessionEnd }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // An API answer (403, 404, 422) or an ended session will not change on a retry; a network failure may.
      retry: (failures, error) =>
        !(error instanceof ApiError || error instanceof SessionEndedError) && failures < 2,
    },
  },
});
