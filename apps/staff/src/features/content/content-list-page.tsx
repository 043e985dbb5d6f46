import type { Localized } from "@dukkan/contracts/languages";
import { useQuery } from "@tanstack/react-query";
import { data, Link, useParams } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Count } from "#staff/components/islands.tsx";
import { mediaUrl } from "#staff/components/media-upload.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { type ContentItem, contentListQuery } from "./content-api.ts";
import { type ContentKindView, contentViewOf } from "./content-kinds.ts";
import { ContentTabs } from "./content-tabs.tsx";

/** HTML titles (slides) read as their text in a list. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Where a slide or advert stands: a draft, waiting for its start, live, or past its end. */
export function publicationOf(item: ContentItem, now = Date.now()): "draft" | "scheduled" | "live" | "ended" {
  if (item.active === false) return "draft";
  if (typeof item.starts_at === "string" && Date.parse(item.starts_at) > now) return "scheduled";
  if (typeof item.ends_at === "string" && Date.parse(item.ends_at) <= now) return "ended";
  return "live";
}
const badge = {
  draft: "bg-slate-200 text-slate-900",
  scheduled: "bg-amber-100 text-amber-950",
  live: "bg-emerald-100 text-emerald-950",
  ended: "bg-slate-100 text-slate-700",
};

export function PublicationBadge({ item, t }: { item: ContentItem; t: Translate }) {
  const state = publicationOf(item);
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-bold ${badge[state]}`}>
      {t(`content.state_${state}`)}
    </span>
  );
}

/** `/content/:kind`: every row of one kind, in the storefront's order. */
export function ContentListPage() {
  const view = contentViewOf(useParams().kind);
  if (!view) throw data(null, { status: 404 });
  return <ContentList key={view.kind} view={view} />;
}

function ContentList({ view }: { view: ContentKindView }) {
  const { t } = useI18n();
  const localize = useLocalize();
  const query = useQuery(contentListQuery(view.kind));
  const title = t(`content.kind_${view.kind.replace("-", "_")}`);
  const label = (item: ContentItem) => {
    const text = plain(localize(item[view.label] as Localized | null));
    return text || `#${item.id}`;
  };
  // The first cell links to the row's page: its title, then its picture.
  const columns: Column<ContentItem>[] = [
    { id: "label", header: t("content.title"), cell: label },
    ...(view.thumbnail
      ? [
          {
            id: "image",
            header: t("content.image"),
            cell: (item: ContentItem) => {
              const key = item[view.thumbnail as string];
              return typeof key === "string" && key ? (
                <img
                  src={mediaUrl(key, 320)}
                  alt=""
                  className="h-10 w-16 rounded object-cover"
                  loading="lazy"
                />
              ) : null;
            },
          },
        ]
      : []),
    ...(view.scheduled
      ? [
          {
            id: "state",
            header: t("content.state"),
            cell: (item: ContentItem) => <PublicationBadge item={item} t={t} />,
          },
        ]
      : []),
    ...(view.fields.some((f) => f.type === "order")
      ? [
          {
            id: "order",
            header: t("content.field_sort_order"),
            numeric: true,
            cell: (item: ContentItem) => <Count value={Number(item.sort_order ?? 0)} />,
          },
        ]
      : []),
  ];
  return (
    <div>
      <PageHeader
        title={title}
        actions={
          <Link to={`/content/${view.kind}/new`} className={buttonClass()}>
            {t("content.new")}
          </Link>
        }
      />
      <ContentTabs current={view.kind} />
      <Panel>
        <DataTable
          caption={title}
          columns={columns}
          rows={query.data}
          error={query.isError}
          emptyText={t("content.none")}
          rowHref={(item) => `/content/${view.kind}/${item.id}`}
        />
      </Panel>
    </div>
  );
}
