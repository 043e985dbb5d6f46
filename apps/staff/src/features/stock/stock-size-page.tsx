import { formatDateTime } from "@dukkan/client-kit/dates";
import type { StockMovement } from "@dukkan/contracts/catalog-admin";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { useListParams } from "#staff/components/use-list-params.ts";
import { type Translate, useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { useMe } from "#staff/lib/me.ts";
import { movementsQuery, stockSizeQuery } from "./stock-api.ts";
import { AdjustmentForm, StocktakeForm } from "./stock-forms.tsx";

/**
 * Why the quantity moved, as a shop owner says it: "Adjustment: damaged", "Sale", "Stocktake", "Order line
 * reduced" (units back from an order that goes on, not a cancellation).
 */
function why(t: Translate, movement: StockMovement): string {
  if (movement.system_note === "order_line_reduced") return t("stock.movement_order_line_reduced");
  const kind = t(`stock.movement_${movement.reason}`);
  return movement.adjustment_reason ? `${kind}: ${t(`stock.reason_${movement.adjustment_reason}`)}` : kind;
}

/** A note the system wrote, in the staff member's language (the reduction is already said by `why`). */
const noteOf = (t: Translate, movement: StockMovement) =>
  movement.system_note && movement.system_note !== "order_line_reduced"
    ? t(`stock.note_${movement.system_note}`)
    : null;

function who(t: Translate, movement: StockMovement): string {
  if (movement.actor.name) return movement.actor.name;
  return t(`actor.${movement.actor.kind}`);
}

/** One size's stock: the quantity, adjustment and stocktake forms, and its whole history (who, when, why, balance). */
export function StockSizePage() {
  const { t, language } = useI18n();
  const localize = useLocalize();
  const me = useMe();
  const sizeId = Number(useParams().id);
  const [list] = useListParams([]);
  const { data: size } = useSuspenseQuery(stockSizeQuery(sizeId));
  const history = useQuery(movementsQuery(sizeId, list.page));
  const columns: Column<StockMovement>[] = [
    { id: "at", header: t("stock.when"), cell: (m) => formatDateTime(m.at, language) },
    { id: "why", header: t("stock.why"), cell: (m) => why(t, m) },
    {
      id: "delta",
      header: t("stock.change"),
      numeric: true,
      cell: (m) => <bdi dir="ltr">{m.delta > 0 ? `+${m.delta}` : String(m.delta)}</bdi>,
    },
    {
      id: "balance",
      header: t("stock.balance"),
      numeric: true,
      cell: (m) => <Count value={m.quantity_after} />,
    },
    { id: "who", header: t("stock.who"), cell: (m) => who(t, m) },
    {
      id: "details",
      header: t("stock.details"),
      cell: (m) => (
        <>
          {m.order_number && <Ltr>{m.order_number}</Ltr>}
          {m.order_number && (m.note || noteOf(t, m)) && " · "}
          {m.note ?? noteOf(t, m)}
        </>
      ),
    },
  ];
  const title = `${localize(size.product_name)} · ${localize(size.color)} · ${localize(size.size)}`;
  return (
    <div>
      <PageHeader title={title} />
      <p className="-mt-4 mb-6 flex flex-wrap gap-x-2 text-slate-700">
        <span>
          <Ltr>{size.code}</Ltr> · {size.active ? t("stock.product_active") : t("stock.product_inactive")}
        </span>
        {me.permissions.includes("catalog.view") && (
          <Link to={`/catalogue/products/${size.product_id}`} className="font-bold text-brand-700 underline">
            {t("stock.open_product")}
          </Link>
        )}
      </p>
      <div className="mb-6 grid gap-6 lg:grid-cols-3">
        <Panel title={t("stock.in_stock")}>
          <p className="text-4xl font-bold text-slate-900" data-testid="stock-quantity">
            <Count value={size.quantity} />
          </p>
        </Panel>
        <AdjustmentForm sizeId={sizeId} />
        <StocktakeForm sizeId={sizeId} />
      </div>
      <Panel title={t("stock.history")}>
        <DataTable
          caption={t("stock.history")}
          columns={columns}
          rows={history.data?.data}
          error={history.isError}
          emptyText={t("stock.no_movements")}
          cards
        />
        {history.data && <Pagination page={history.data.page} lastPage={history.data.last_page} />}
      </Panel>
    </div>
  );
}
