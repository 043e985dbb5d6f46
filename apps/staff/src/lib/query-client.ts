import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./http.ts";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // An API answer (403, 404, 422) will not change on a retry; a network failure may.
      retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
    },
  },
});
