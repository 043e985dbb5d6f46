import { formatDateTime } from "@dukkan/client-kit/dates";
import type { Settlement } from "@dukkan/contracts/order-desk";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { Field, FormAlert, inputClass, useErrorText } from "#staff/components/field.tsx";
import { Iqd, Ltr } from "#staff/components/islands.tsx";
import { MoneyInput } from "#staff/components/money-input.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { useListParams } from "#staff/components/use-list-params.ts";
import { ApiError } from "#staff/lib/api.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { couriersQuery, ordersQuery, settlementsQuery, useDeskMutation } from "./orders-api.ts";
import { Select } from "./orders-page.tsx";

/** Cash settlements: a courier hands in the cash of their orders; a difference stays flagged until resolved. */
export function SettlementsPage() {
  const { t } = useI18n();
  const me = useMe();
  const [list, change] = useListParams(["open"]);
  const open = list.filters.open === "true";
  const { data } = useQuery(
    settlementsQuery({ page: list.page, per_page: 20, open: open ? "true" : undefined }),
  );
  return (
    <div>
      <PageHeader title={t("settlements.title")} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {me.permissions.includes("orders.move") && <NewSettlement />}
        <Panel title={t("settlements.history")}>
          <label className="mb-3 flex items-center gap-2 text-sm font-bold">
            <input
              type="checkbox"
              className="size-5"
              checked={open}
              onChange={(e) => change({ filters: { open: e.target.checked ? "true" : null } })}
            />
            {t("settlements.only_open")}
          </label>
          {!data ? (
            <Loading />
          ) : data.data.length === 0 ? (
            <p className="py-6 text-center text-slate-700">{t("settlements.none")}</p>
          ) : (
            <ul className="space-y-3">
              {data.data.map((s) => (
                <SettlementCard
                  key={s.id}
                  settlement={s}
                  canResolve={me.permissions.includes("orders.settings")}
                />
              ))}
            </ul>
          )}
          {data && <Pagination page={data.page} lastPage={data.last_page} />}
        </Panel>
      </div>
    </div>
  );
}

function SettlementCard({ settlement: s, canResolve }: { settlement: Settlement; canResolve: boolean }) {
  const { t, language } = useI18n();
  const [note, setNote] = useState("");
  const resolve = useDeskMutation((body: { resolution_note: string }) => ({
    path: `staff/settlements/${s.id}`,
    method: "PATCH",
    body,
  }));
  return (
    <li
      className={`rounded-md border p-3 text-sm ${s.flagged ? "border-red-400 bg-red-50" : "border-slate-200"}`}
    >
      <p className="font-bold">
        {s.courier.name} · {formatDateTime(s.created_at, language)}
      </p>
      <p>
        {t("settlements.expected")}: <Iqd value={s.expected} /> · {t("settlements.received")}:{" "}
        <Iqd value={s.received} />
      </p>
      {s.difference !== 0 && (
        <p className={s.flagged ? "font-bold text-red-800" : "text-slate-700"}>
          {/* Short or over, and by how much: no sign to be reordered in right-to-left text. */}
          {t(s.difference < 0 ? "settlements.short" : "settlements.over")}:{" "}
          <Iqd value={Math.abs(s.difference)} />
          {s.flagged
            ? ` — ${t("settlements.flagged")}`
            : ` — ${t("settlements.resolved")}: ${s.resolution_note ?? ""}`}
        </p>
      )}
      <ul className="flex flex-wrap gap-x-3 text-slate-700">
        {s.orders.map((o) => (
          <li key={o.order_number}>
            <Ltr>{o.order_number}</Ltr>
          </li>
        ))}
      </ul>
      {s.note && <p>{s.note}</p>}
      {s.flagged && canResolve && (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            resolve.mutate({ resolution_note: note });
          }}
        >
          <div className="min-w-40 flex-1">
            <label htmlFor={`resolve-${s.id}`} className="block text-xs font-bold">
              {t("settlements.resolution_note")}
            </label>
            <input
              id={`resolve-${s.id}`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={inputClass}
            />
          </div>
          <Button type="submit" look="secondary" disabled={resolve.isPending}>
            {t("settlements.resolve")}
          </Button>
        </form>
      )}
    </li>
  );
}

function NewSettlement() {
  const { t, language } = useI18n();
  const errorText = useErrorText();
  const couriers = useQuery(couriersQuery).data ?? [];
  const [courierId, setCourierId] = useState("");
  const [excluded, setExcluded] = useState<string[]>([]);
  const [received, setReceived] = useState<number | null>(null);
  const [note, setNote] = useState("");
  const [amountError, setAmountError] = useState<string | undefined>();
  const out = useQuery({
    ...ordersQuery({ courier_id: courierId, view: "with_courier", per_page: 100, lang: language }),
    enabled: courierId !== "",
  }).data?.data;
  const delivered = useQuery({
    ...ordersQuery({ courier_id: courierId, view: "cash_not_settled", per_page: 100, lang: language }),
    enabled: courierId !== "",
  }).data?.data;
  const orders = [...(delivered ?? []), ...(out ?? [])];
  const chosen = orders.filter((o) => !excluded.includes(o.order_number));
  const expected = chosen.reduce((sum, o) => sum + (o.amount_to_collect ?? 0), 0);
  const settle = useDeskMutation((body: unknown) => ({ path: "staff/settlements", method: "POST", body }), {
    idempotent: true,
  });
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amount = received;
    setAmountError(amount === null ? "invalid_money" : undefined);
    if (amount === null || chosen.length === 0) return;
    await settle
      .mutateAsync({
        courier_id: Number(courierId),
        order_numbers: chosen.map((o) => o.order_number),
        received: amount,
        ...(note.trim() ? { note: note.trim() } : {}),
      })
      .then(() => {
        setReceived(null);
        setNote("");
        setExcluded([]);
      })
      .catch(() => undefined);
  }
  const serverError = settle.error instanceof ApiError ? settle.error.code : settle.error ? "generic" : null;
  return (
    <Panel title={t("settlements.new")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert>{serverError ? errorText(serverError) : null}</FormAlert>
        <Select
          id="settle-courier"
          label={t("settlements.courier")}
          value={courierId}
          onChange={(id) => {
            setCourierId(id);
            setExcluded([]);
          }}
          options={couriers.map((c) => [String(c.id), c.name])}
        />
        {courierId && (
          <fieldset>
            <legend className="mb-1 text-sm font-bold">{t("settlements.orders")}</legend>
            {orders.length === 0 ? (
              <p className="text-sm text-slate-700">{t("settlements.nothing_to_settle")}</p>
            ) : (
              <ul className="space-y-1">
                {orders.map((o) => (
                  <li key={o.order_number}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={!excluded.includes(o.order_number)}
                        onChange={(e) =>
                          setExcluded(
                            e.target.checked
                              ? excluded.filter((n) => n !== o.order_number)
                              : [...excluded, o.order_number],
                          )
                        }
                      />
                      <Ltr>{o.order_number}</Ltr> · {o.full_name} · <Iqd value={o.amount_to_collect ?? 0} />
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        )}
        <p className="font-bold" role="status">
          {t("settlements.expected")}: <Iqd value={expected} />
        </p>
        <MoneyInput
          label={t("settlements.received")}
          value={received}
          onChange={setReceived}
          error={amountError}
        />
        <p className="text-sm text-slate-600">{t("settlements.received_hint")}</p>
        <Field label={t("settlements.note")} value={note} onChange={(e) => setNote(e.target.value)} />
        <Button type="submit" disabled={settle.isPending || chosen.length === 0}>
          {t("settlements.save")}
        </Button>
      </form>
    </Panel>
  );
}
