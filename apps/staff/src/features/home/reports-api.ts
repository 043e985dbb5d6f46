import type { ReportFigures } from "@dukkan/contracts/reports";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { staffApi } from "#staff/lib/api.ts";

/** Money at a glance for a range of the shop's days (issue 38): the home page and the reports page. */
export const figuresQuery = (range: { from: string; to: string }, lang: string) =>
  queryOptions({
    queryKey: ["reports", "figures", range.from, range.to, lang],
    queryFn: async () =>
      (await staffApi<{ data: ReportFigures }>("staff/reports/figures", { query: { ...range, lang } })).data,
    placeholderData: keepPreviousData,
    // Money moves all day: fresh on every visit.
    staleTime: 0,
  });
