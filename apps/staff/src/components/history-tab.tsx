import { formatDateTime } from "@dukkan/client-kit/dates";
import type { AuditEntity, AuditEntry } from "@dukkan/contracts/audit";
import type { Paginated } from "@dukkan/contracts/catalog";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { staffApi } from "#staff/lib/api.ts";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";
import { AuditChanges } from "./audit-changes.tsx";
import { Button } from "./button.tsx";
import { Count } from "./islands.tsx";
import { Loading, Panel } from "./page.tsx";

export interface AuditFilters {
  entity?: AuditEntity | undefined;
  entity_id?: number | undefined;
  actor_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A page of the audit log (`GET /staff/audit`), newest first. */
export const auditQuery = (filters: AuditFilters, page: number, perPage = 20) =>
  queryOptions({
    queryKey: ["audit", filters, page, perPage],
    queryFn: () =>
      staffApi<Paginated<AuditEntry>>("staff/audit", { query: { ...filters, page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });

/** Who wrote an entry: a staff member's name, else who the system was (the demo seed, an import). */
export const actorName = (t: Translate, entry: AuditEntry) =>
  entry.actor.name ?? t(`actor.${entry.actor.kind}`);

/**
 * The History tab of a product, brand or category page: its audit entries, newest first, each with who, when
 * and what changed in words (never raw JSON). Only for roles with `audit.view`; the page decides.
 *   <HistoryTab entity="brand" entityId={brand.id} />
 */
export function HistoryTab({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const { t, language } = useI18n();
  const [page, setPage] = useState(1);
  const query = useQuery(auditQuery({ entity, entity_id: entityId }, page, 10));
  const data = query.data;
  return (
    <Panel title={t("audit.history")}>
      {query.isError ? (
        <p role="alert" className="font-bold text-red-800">
          {t("audit.error")}
        </p>
      ) : !data ? (
        <Loading />
      ) : data.data.length === 0 ? (
        <p className="text-slate-700">{t("audit.none")}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {data.data.map((entry) => (
            <li key={entry.id} className="py-3">
              <p className="mb-1 text-sm text-slate-700">
                <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time> ·{" "}
                <span className="font-bold text-slate-900">{actorName(t, entry)}</span>
              </p>
              <AuditChanges entry={entry} />
            </li>
          ))}
        </ol>
      )}
      {data && data.last_page > 1 && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <Button look="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("pagination.previous")}
          </Button>
          <span>
            {t("pagination.page")} <Count value={page} /> / <Count value={data.last_page} />
          </span>
          <Button look="secondary" disabled={page >= data.last_page} onClick={() => setPage(page + 1)}>
            {t("pagination.next")}
          </Button>
        </div>
      )}
    </Panel>
  );
}
