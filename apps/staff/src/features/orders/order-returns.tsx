import { formatDateTime } from "@dukkan/client-kit/dates";
import type { Localized } from "@dukkan/contracts/languages";
import { westernDigits } from "@dukkan/contracts/money";
import type { StaffOrder } from "@dukkan/contracts/order-desk";
import { type OrderReturns, type ReturnCondition, returnConditions } from "@dukkan/contracts/order-returns";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { Field, inputClass, useErrorText } from "#staff/components/field.tsx";
import { FormDialog } from "#staff/components/form-dialog.tsx";
import { Count, Iqd, Ltr } from "#staff/components/islands.tsx";
import { MoneyInput } from "#staff/components/money-input.tsx";
import { Panel } from "#staff/components/page.tsx";
import { failureCode } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { useMe } from "#staff/lib/me.ts";
import { useDeskMutation } from "./orders-api.ts";
import { ReasonPicker } from "./reason-picker.tsx";
import { orderReturnsQuery } from "./returns-api.ts";

type Item = StaffOrder["items"][number];

const itemLabel = (item: Item | undefined) =>
  item ? [item.name, item.color, item.size].filter(Boolean).join(" · ") : "";

/**
 * An order's returns after delivery (issue 38): what came back, in which condition, why, the cash refunded and by
 * whom; the order this one replaces when it is an exchange; and, on a delivered order, "Record a return".
 */
export function OrderReturnsPanel({ order }: { order: StaffOrder }) {
  const { t } = useI18n();
  const me = useMe();
  const { data } = useQuery(orderReturnsQuery(order.order_number));
  const canReturn = me.permissions.includes("orders.return");
  const left = (data?.returnable ?? []).some((l) => l.delivered > l.returned);
  const canRecord = canReturn && order.status === "delivered" && left;
  if (!data || (data.returns.length === 0 && !data.exchange_for && !canRecord)) return null;
  return (
    <Panel title={t("returns.title")}>
      {data.exchange_for && (
        <p className="mb-3 text-sm">
          {t("returns.exchange_for")}{" "}
          <Link to={`/orders/${data.exchange_for}`} className="font-bold text-brand-700 underline">
            <Ltr>{data.exchange_for}</Ltr>
          </Link>
        </p>
      )}
      {data.returns.length > 0 ? (
        <ReturnsList order={order} data={data} />
      ) : (
        <p className="text-sm text-slate-700">{t("returns.none")}</p>
      )}
      {canRecord && <RecordReturn order={order} data={data} />}
    </Panel>
  );
}

function ReturnsList({ order, data }: { order: StaffOrder; data: OrderReturns }) {
  const { t, language } = useI18n();
  const localize = useLocalize();
  const canLink = useMe().permissions.includes("orders.return");
  const items = new Map(order.items.map((i) => [i.id, i]));
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {data.returns.map((r) => (
          <li key={r.id} className="py-3 text-sm">
            <p className="text-slate-700">
              {formatDateTime(r.at, language)} · {r.actor?.name ?? ""}
            </p>
            <p className="font-bold">
              {[r.reason_label ? localize(r.reason_label) : null, r.reason].filter(Boolean).join(" — ")}
            </p>
            <ul>
              {r.lines.map((line) => (
                <li key={`${line.order_item_id}-${line.condition}`}>
                  {itemLabel(items.get(line.order_item_id))} × <Count value={line.quantity} /> —{" "}
                  {t(`returns.condition_${line.condition}`)}
                </li>
              ))}
            </ul>
            <p>
              {t("returns.refund")}: <Iqd value={r.refund} />
            </p>
            {r.exchange_order_number ? (
              <p>
                {t("returns.exchange_order")}:{" "}
                <Link to={`/orders/${r.exchange_order_number}`} className="text-brand-700 underline">
                  <Ltr>{r.exchange_order_number}</Ltr>
                </Link>
              </p>
            ) : (
              canLink && <LinkExchange orderNumber={order.order_number} returnId={r.id} />
            )}
          </li>
        ))}
      </ul>
      {data.refunded > 0 && (
        <p className="mt-2 border-t border-slate-200 pt-2 text-sm font-bold">
          {t("returns.refunded_total")}: <Iqd value={data.refunded} />
        </p>
      )}
    </>
  );
}

/** An exchange decided after the return: the new order's number, linked once. */
function LinkExchange({ orderNumber, returnId }: { orderNumber: string; returnId: number }) {
  const { t } = useI18n();
  const [number, setNumber] = useState("");
  const link = useDeskMutation((body: unknown) => ({
    path: `staff/orders/${orderNumber}/returns/${returnId}/exchange`,
    method: "POST",
    body,
  }));
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await link.mutateAsync({ exchange_order_number: westernDigits(number).trim() }).catch(() => undefined);
  }
  const error = failureCode(link.error);
  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 flex flex-wrap items-end gap-2">
      <div className="min-w-40 flex-1">
        <Field
          label={t("returns.link_exchange")}
          dir="ltr"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={error}
        />
      </div>
      <Button type="submit" look="secondary" disabled={link.isPending || !number.trim()}>
        {t("returns.link")}
      </Button>
    </form>
  );
}

/** A quantity typed with any digits (٠-٩ too), or null when it is not a whole number of units. */
function unitsOf(text: string): number | null {
  const digits = westernDigits(text).trim();
  if (digits === "") return 0;
  return /^\d{1,4}$/.test(digits) ? Number(digits) : null;
}

function RecordReturn({ order, data }: { order: StaffOrder; data: OrderReturns }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const canRefund = useMe().permissions.includes("orders.refund");
  const [open, setOpen] = useState(false);
  const returnable = data.returnable.filter((l) => l.delivered > l.returned && l.size_id !== null);
  const items = new Map(order.items.map((i) => [i.id, i]));
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [conditions, setConditions] = useState<Record<number, ReturnCondition>>({});
  const [reasonId, setReasonId] = useState("");
  const [reason, setReason] = useState("");
  const [refund, setRefund] = useState<number | null>(0);
  const [exchange, setExchange] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const record = useDeskMutation(
    (body: unknown) => ({ path: `staff/orders/${order.order_number}/returns`, method: "POST", body }),
    { idempotent: true },
  );
  function reset() {
    setQuantities({});
    setConditions({});
    setReasonId("");
    setReason("");
    setRefund(0);
    setExchange("");
    setProblem(null);
    record.reset();
  }
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const lines = returnable.map((l) => ({ line: l, quantity: unitsOf(quantities[l.order_item_id] ?? "") }));
    const bad = lines.some(
      ({ line, quantity }) => quantity === null || quantity > line.delivered - line.returned,
    );
    const chosen = lines.filter(({ quantity }) => (quantity ?? 0) > 0);
    const why =
      bad || refund === null
        ? "returns_invalid_quantity"
        : chosen.length === 0
          ? "returns_no_units"
          : !reasonId && !reason.trim()
            ? "returns_reason_required"
            : null;
    setProblem(why);
    if (why) return;
    await record
      .mutateAsync({
        lines: chosen.map(({ line, quantity }) => ({
          size_id: line.size_id,
          quantity,
          condition: conditions[line.order_item_id] ?? "restock",
        })),
        ...(reasonId ? { reason_id: Number(reasonId) } : {}),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        refund: canRefund ? (refund ?? 0) : 0,
        ...(exchange.trim() ? { exchange_order_number: westernDigits(exchange).trim() } : {}),
      })
      .then(() => {
        reset();
        setOpen(false);
      })
      .catch(() => undefined);
  }
  const serverError = failureCode(record.error);
  return (
    <FormDialog
      trigger={
        <Button look="secondary" className="mt-3">
          {t("returns.record")}
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      title={t("returns.dialog_title", { number: `\u2066${order.order_number}\u2069` })}
      description={t("returns.dialog_hint")}
      size="tall"
      alert={problem ? errorText(problem) : serverError ? errorText(serverError) : null}
      onSubmit={onSubmit}
      submitLabel={t("returns.save")}
      busy={record.isPending}
    >
      {returnable.map((line) => {
        const item = items.get(line.order_item_id);
        const max = line.delivered - line.returned;
        return (
          <fieldset key={line.order_item_id} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-bold">{itemLabel(item)}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <div>
                <label
                  htmlFor={`return-qty-${line.order_item_id}`}
                  className="block text-sm font-bold text-slate-800"
                >
                  {t("returns.quantity", { max: String(max) })}
                </label>
                <input
                  id={`return-qty-${line.order_item_id}`}
                  type="text"
                  inputMode="numeric"
                  dir="ltr"
                  placeholder="0"
                  value={quantities[line.order_item_id] ?? ""}
                  onChange={(e) => setQuantities({ ...quantities, [line.order_item_id]: e.target.value })}
                  className={inputClass}
                />
              </div>
              <div>
                <label
                  htmlFor={`return-condition-${line.order_item_id}`}
                  className="block text-sm font-bold text-slate-800"
                >
                  {t("returns.condition")}
                </label>
                <select
                  id={`return-condition-${line.order_item_id}`}
                  value={conditions[line.order_item_id] ?? "restock"}
                  onChange={(e) =>
                    setConditions({
                      ...conditions,
                      [line.order_item_id]: e.target.value as ReturnCondition,
                    })
                  }
                  className={inputClass}
                >
                  {returnConditions.map((c) => (
                    <option key={c} value={c}>
                      {t(`returns.condition_${c}`)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </fieldset>
        );
      })}
      <ReasonPicker id="return-reason" kind="return" value={reasonId} onChange={setReasonId} />
      <Field
        label={t("returns.reason_text")}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      {canRefund ? (
        <MoneyInput label={t("returns.refund")} value={refund} onChange={setRefund} />
      ) : (
        <p className="text-sm text-slate-700">{t("returns.no_refund_right")}</p>
      )}
      <Field
        label={t("returns.exchange_order")}
        hint={t("returns.exchange_hint")}
        dir="ltr"
        value={exchange}
        onChange={(e) => setExchange(e.target.value)}
      />
    </FormDialog>
  );
}

/**
 * What a timeline event adds from issue 38: the reason picked from the list (a cancellation, a refusal, a return),
 * and a return's units with their condition and the cash refunded.
 */
export function EventFromTheDay({
  event,
  order,
}: {
  event: StaffOrder["events"][number];
  order: StaffOrder;
}) {
  const { t } = useI18n();
  const localize = useLocalize();
  const details = event.details as {
    reason_label?: Localized;
    lines?: { size_id: number; quantity: number; condition: ReturnCondition }[];
    refund?: number;
  } | null;
  if (!details) return null;
  const bySize = new Map(order.items.map((i) => [i.size_id, i]));
  return (
    <>
      {details.reason_label && <p>{t("order.reason_is", { reason: localize(details.reason_label) })}</p>}
      {event.kind === "return" && (
        <ul className="text-slate-800">
          {(details.lines ?? []).map((line) => (
            <li key={`${line.size_id}-${line.condition}`}>
              {itemLabel(bySize.get(line.size_id))} × <Count value={line.quantity} /> —{" "}
              {t(`returns.condition_${line.condition}`)}
            </li>
          ))}
          {(details.refund ?? 0) > 0 && (
            <li>
              {t("returns.refund")}: <Iqd value={details.refund ?? 0} />
            </li>
          )}
        </ul>
      )}
    </>
  );
}
