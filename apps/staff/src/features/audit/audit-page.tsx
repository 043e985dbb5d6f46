import { formatDateTime, shopDayStart } from "@dukkan/client-kit/dates";
import { type AuditEntity, type AuditEntry, auditEntities } from "@dukkan/contracts/audit";
import { addDays } from "@dukkan/contracts/shop-days";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AuditChanges, subjectText } from "#staff/components/audit-changes.tsx";
import { Button } from "#staff/components/button.tsx";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Field } from "#staff/components/field.tsx";
import { type AuditFilters, actorName, auditQuery } from "#staff/components/history-tab.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { useListParams } from "#staff/components/use-list-params.ts";
import { useI18n } from "#staff/lib/i18n.tsx";

const filterNames = ["entity", "entity_id", "actor_id", "from", "to"] as const;
const isEntity = (value: string | undefined): value is AuditEntity =>
  (auditEntities as readonly string[]).includes(value ?? "");
const positive = (value: string | undefined) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The shop's days (Baghdad's clock): `from` its start, `to` the end of the `to` day (the next one's start). */
function dayRange(from: string | undefined, to: string | undefined) {
  return {
    from: (isDay(from) && shopDayStart(from)) || undefined,
    to: (isDay(to) && shopDayStart(addDays(to, 1))) || undefined,
  };
}

/** Where an entity's own page is, for the kinds that have one in this app. */
const entityPaths: Partial<Record<AuditEntity, string>> = {
  brand: "/taxonomy/brands",
  part: "/taxonomy/parts",
  sub_part: "/taxonomy/sub-parts",
  category: "/taxonomy/categories",
};

/** The audit log: every catalogue write, filtered by what, which one, who and when (all in the URL). */
export function AuditPage() {
  const { t, language } = useI18n();
  const [list, change] = useListParams(filterNames);
  const f = list.filters;
  const filters: AuditFilters = {
    entity: isEntity(f.entity) ? f.entity : undefined,
    entity_id: positive(f.entity_id),
    actor_id: positive(f.actor_id),
    ...dayRange(f.from, f.to),
  };
  const query = useQuery(auditQuery(filters, list.page));
  const setFilter = (name: (typeof filterNames)[number], value: string | null) =>
    change({ filters: { [name]: value } });

  const columns: Column<AuditEntry>[] = [
    {
      id: "at",
      header: t("audit.when"),
      cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at, language)}</time>,
    },
    {
      id: "who",
      header: t("audit.who"),
      cell: (e) =>
        e.actor.kind === "staff" && e.actor.id !== null ? (
          <Link className="text-brand-700 underline" to={`?actor_id=${e.actor.id}`}>
            {actorName(t, e)}
          </Link>
        ) : (
          actorName(t, e)
        ),
    },
    {
      id: "what",
      header: t("audit.what"),
      cell: (e) => {
        // Named as staff name it (an order's number, a size's product, colour and size); the id when nothing names it.
        const subject = subjectText(t, e, language);
        const label = (
          <>
            {t(`audit.entity_${e.entity}`)}
            {": "}
            {subject ? <bdi>{subject}</bdi> : <bdi dir="ltr">#{e.entity_id}</bdi>}
          </>
        );
        const path = entityPaths[e.entity];
        return path && e.action !== "delete" ? (
          <Link className="text-brand-700 underline" to={`${path}/${e.entity_id}`}>
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    {
      id: "changes",
      header: t("audit.changes"),
      cell: (e) => (
        <>
          <AuditChanges entry={e} />
          {/* For tracing a problem with whoever runs the server: the entity's number and the request's id. */}
          <details className="mt-1 text-xs text-slate-700">
            <summary className="cursor-pointer">{t("audit.details")}</summary>
            <p>
              {t("audit.entity_id")}: <Ltr>{e.entity_id}</Ltr>
            </p>
            {e.request_id && (
              <p>
                {t("audit.request_id")}: <Ltr>{e.request_id}</Ltr>
              </p>
            )}
          </details>
        </>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={t("audit.title")} />
      <Panel>
        <form
          className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={(event) => event.preventDefault()}
          aria-label={t("audit.filters")}
        >
          <SelectField
            label={t("audit.entity")}
            emptyLabel={t("audit.all_entities")}
            value={filters.entity ?? ""}
            onChange={(event) => setFilter("entity", event.target.value || null)}
            options={auditEntities.map((entity) => ({ value: entity, label: t(`audit.entity_${entity}`) }))}
          />
          <Field
            label={t("audit.entity_id")}
            inputMode="numeric"
            dir="ltr"
            defaultValue={f.entity_id ?? ""}
            key={`id-${f.entity_id ?? ""}`}
            onBlur={(event) => setFilter("entity_id", event.target.value.trim() || null)}
          />
          <Field
            label={t("audit.from")}
            type="date"
            value={f.from ?? ""}
            onChange={(event) => setFilter("from", event.target.value || null)}
          />
          <Field
            label={t("audit.to")}
            type="date"
            value={f.to ?? ""}
            onChange={(event) => setFilter("to", event.target.value || null)}
          />
        </form>
        {filters.actor_id !== undefined && (
          <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
            {t("audit.only_actor", {
              name: query.data?.data[0] ? actorName(t, query.data.data[0]) : `#${filters.actor_id}`,
            })}
            <Button
              look="secondary"
              className="min-h-8 px-2 py-1"
              onClick={() => setFilter("actor_id", null)}
            >
              {t("audit.clear_actor")}
            </Button>
          </p>
        )}
        <DataTable
          caption={t("audit.title")}
          columns={columns}
          rows={query.data?.data}
          error={query.isError}
          emptyText={t("audit.none")}
          cards
        />
        {query.data && <Pagination page={query.data.page} lastPage={query.data.last_page} />}
      </Panel>
    </div>
  );
}
