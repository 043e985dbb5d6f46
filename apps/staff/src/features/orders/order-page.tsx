import { formatDateTime } from "@dukkan/client-kit/dates";
import { formatPhone } from "@dukkan/client-kit/phone";
import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { orderNoteRequestSchema, type StaffOrder } from "@dukkan/contracts/order-desk";
import { type OrderStatus, orderStatusRules, orderTransitions } from "@dukkan/contracts/orders";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { Button, buttonClass } from "#staff/components/button.tsx";
import { Field, FormAlert, inputClass, useErrorText } from "#staff/components/field.tsx";
import { Iqd, Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { failureCode, serverFieldErrors, unplacedCode } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { BlockedOrderWarning, OrderCustomerRecord } from "./customer-flags.tsx";
import { OrderEventChanges } from "./order-edit-changes.tsx";
import { OrderEditPanel, useCanEditOrder } from "./order-edit-panel.tsx";
import { OrderMessagesPanel } from "./order-messages.tsx";
import { checkMove, movesWithReason } from "./order-move-form.ts";
import { EventFromTheDay, OrderReturnsPanel } from "./order-returns.tsx";
import { UndoLastMove } from "./order-undo.tsx";
import { couriersQuery, orderQuery, useDeskMutation } from "./orders-api.ts";
import { Select } from "./orders-page.tsx";
import { ReasonPicker } from "./reason-picker.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** One order: customer, lines (editable before dispatch), money, status moves, notes and the whole timeline. */
export function OrderPage() {
  const { number = "" } = useParams();
  const { t, language } = useI18n();
  const { data: order } = useSuspenseQuery(orderQuery(number, language));
  const me = useMe();
  const canMove = me.permissions.includes("orders.move");
  // Issue 38: the order edited before dispatch in place of its lines (order-edit-panel.tsx).
  const canEdit = useCanEditOrder(order);
  const [editing, setEditing] = useState(false);
  return (
    <div>
      <PageHeader
        title={t("order.title", { number: `\u2066${order.order_number}\u2069` })}
        actions={
          <>
            <a
              href={order.whatsapp_url}
              target="_blank"
              rel="noreferrer"
              className={buttonClass("secondary")}
            >
              {t("order.whatsapp")}
            </a>
            <Link
              to={`/print/orders?doc=invoice&numbers=${order.order_number}`}
              className={buttonClass("secondary")}
            >
              {t("order.print_invoice")}
            </Link>
            <Link
              to={`/print/orders?doc=slip&numbers=${order.order_number}`}
              className={buttonClass("secondary")}
            >
              {t("order.print_slip")}
            </Link>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} />
        <span className="text-sm text-slate-700">{formatDateTime(order.created_at, language)}</span>
        <span className="text-sm text-slate-700">
          {t("order.language", { language: t(`language.${order.lang}`) })}
        </span>
        <UndoLastMove order={order} />
      </div>
      <BlockedOrderWarning blocked={order.blocked} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {editing && canEdit ? (
            <OrderEditPanel order={order} onClose={() => setEditing(false)} />
          ) : (
            <Lines order={order} onEdit={canEdit ? () => setEditing(true) : undefined} />
          )}
          {canMove && <StatusMoves order={order} />}
          <OrderReturnsPanel order={order} />
          <Timeline order={order} />
          <OrderMessagesPanel orderNumber={order.order_number} canRetry={canMove} />
        </div>
        <div className="space-y-4">
          <Customer order={order} />
          <OrderCustomerRecord order={order} />
          {canMove && <NoteForm order={order} />}
        </div>
      </div>
    </div>
  );
}

function Customer({ order }: { order: StaffOrder }) {
  const { t } = useI18n();
  const c = order.customer;
  return (
    <Panel title={t("order.customer")}>
      <dl className="space-y-2 text-sm">
        <Row label={t("order.name")}>{c.full_name}</Row>
        <Row label={t("order.phone")}>
          <a href={`tel:${c.phone}`} className="text-brand-700 underline">
            <Ltr>{formatPhone(c.phone)}</Ltr>
          </a>
        </Row>
        {c.email && (
          <Row label={t("order.email")}>
            <Ltr>{c.email}</Ltr>
          </Row>
        )}
        <Row label={t("order.address")}>
          {c.governorate} — {c.city} — {c.address}
          {c.landmark ? ` (${c.landmark})` : ""}
        </Row>
        {c.notes && <Row label={t("order.customer_notes")}>{c.notes}</Row>}
        {order.courier && (
          <Row label={t("order.courier")}>
            {order.courier.name} <Ltr>{formatPhone(order.courier.phone)}</Ltr>
          </Row>
        )}
        {order.amount_to_collect !== null && (
          <Row label={t("order.amount_to_collect")}>
            <Iqd value={order.amount_to_collect} />
          </Row>
        )}
      </dl>
    </Panel>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-bold text-slate-800">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The lines as charged; before dispatch, "Edit order" opens the edit form in their place. */
function Lines({ order, onEdit }: { order: StaffOrder; onEdit: (() => void) | undefined }) {
  const { t } = useI18n();
  return (
    <Panel title={t("order.lines")}>
      {onEdit && (
        <div className="mb-2 flex justify-end">
          <Button look="secondary" onClick={onEdit}>
            {t("order_edits.edit")}
          </Button>
        </div>
      )}
      <ul className="divide-y divide-slate-100">
        {order.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
            <img src={item.image} alt="" className="size-14 rounded border border-slate-200 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="font-bold">{item.name}</p>
              <p className="text-sm text-slate-700">
                <Ltr>{item.code}</Ltr>
                {item.color ? ` · ${item.color}` : ""}
                {item.size ? ` · ${item.size}` : ""}
              </p>
              <p className="text-sm text-slate-700">
                <Iqd value={item.price} /> × <Ltr>{item.quantity}</Ltr>
              </p>
            </div>
            <p className="w-28 text-end font-bold">
              <Iqd value={item.line_total} />
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
        <Money label={t("order.subtotal")} value={order.subtotal} />
        {order.discount > 0 && (
          <Money
            label={
              order.coupon ? t("order.coupon", { code: `\u2066${order.coupon}\u2069` }) : t("order.discount")
            }
            value={order.discount}
          />
        )}
        <Money label={t("order.delivery_fee")} value={order.delivery_fee} />
        <Money label={t("order.total")} value={order.total} strong />
      </dl>
    </Panel>
  );
}

function Money({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? "text-base font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd>
        <Iqd value={value} />
      </dd>
    </div>
  );
}

/** The moves the order's status allows, each with what it needs (a reason to cancel, a courier to dispatch). */
function StatusMoves({ order }: { order: StaffOrder }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const next = orderTransitions[order.status];
  const [to, setTo] = useState<OrderStatus | "">("");
  const [reason, setReason] = useState("");
  // A reason from the shop's list (issue 38) for a cancellation or a refusal at the door, beside the free text.
  const [reasonId, setReasonId] = useState("");
  const withReason = movesWithReason(to);
  const [note, setNote] = useState("");
  const [courierId, setCourierId] = useState("");
  // The browser's check with the server's schema (a courier to hand it to, a reason to cancel), else the server's.
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const couriers = useQuery({ ...couriersQuery, enabled: next.includes("with_courier") }).data;
  const active = couriers?.filter((c) => c.active) ?? [];
  const move = useDeskMutation((body: unknown) => ({
    path: `staff/orders/${order.order_number}/status`,
    method: "POST",
    body,
  }));
  if (next.length === 0) return null;
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!to) return;
    const check = checkMove({ to, from: order.status, note, reason, reasonId, courierId });
    setChecked(check.errors);
    if (!check.ok) return move.reset();
    await move
      .mutateAsync(check.body)
      .then(() => {
        setTo("");
        setReason("");
        setReasonId("");
        setNote("");
      })
      .catch(() => undefined);
  }
  // Said under the courier's choice and the reason rather than at the top of the form.
  const errors = Object.keys(checked).length > 0 ? checked : serverFieldErrors(move.error);
  const alert = unplacedCode(move.error, errors, ["courier_id", "reason"]);
  return (
    <Panel title={t("order.move")}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormAlert>{alert ? errorText(alert) : null}</FormAlert>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t("order.move_to")}</legend>
          {next.map((status) => (
            <label
              key={status}
              className={`cursor-pointer rounded-md border px-3 py-2 text-sm font-bold ${
                to === status ? "border-brand-700 bg-brand-50" : "border-slate-300"
              }`}
            >
              <input
                type="radio"
                name="to"
                value={status}
                checked={to === status}
                onChange={() => {
                  setTo(status);
                  setChecked({});
                }}
                className="me-2"
              />
              {t(`order.to_${status}`)}
            </label>
          ))}
        </fieldset>
        {to === "with_courier" &&
          (couriers && active.length === 0 ? (
            <NoCourier />
          ) : (
            <Select
              id="move-courier"
              label={t("order.courier")}
              value={courierId}
              onChange={(id) => {
                setCourierId(id);
                setChecked({});
              }}
              options={active.map((c) => [String(c.id), c.name])}
              placeholder={t("order.choose_courier")}
              error={errors.courier_id}
              required
            />
          ))}
        {withReason && (
          <ReasonPicker
            id="move-reason-id"
            kind={to === "cancelled" ? "cancel" : "return"}
            value={reasonId}
            onChange={setReasonId}
          />
        )}
        {withReason && (
          <Field
            label={t("order.reason")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
          />
        )}
        {to && (
          <>
            <div>
              <label htmlFor="move-note" className="block text-sm font-bold text-slate-800">
                {t("order.note")}
              </label>
              <input
                id="move-note"
                value={note}
                onChange={(e) => setNote(e.target.value)}
                className={inputClass}
              />
            </div>
            <Button
              type="submit"
              look={orderStatusRules[to].returnsStock ? "danger" : "primary"}
              disabled={move.isPending || (to === "with_courier" && active.length === 0)}
            >
              {t(`order.to_${to}`)}
            </Button>
          </>
        )}
      </form>
    </Panel>
  );
}

/** No active courier to hand the order to: who can add one gets the link, others are told whom to ask. */
function NoCourier() {
  const { t } = useI18n();
  const canAdd = useMe().permissions.includes("orders.settings");
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm">
      <p className="font-bold text-amber-900">{t("order.no_courier")}</p>
      {canAdd ? (
        <Link to="/couriers" className="font-bold text-brand-700 underline">
          {t("order.add_courier")}
        </Link>
      ) : (
        <p>{t("order.ask_for_courier")}</p>
      )}
    </div>
  );
}

function NoteForm({ order }: { order: StaffOrder }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [note, setNote] = useState("");
  const [checked, setChecked] = useState<string | undefined>();
  // A note sent again after a lost answer is added once (issue 40).
  const add = useDeskMutation(
    (body: unknown) => ({ path: `staff/orders/${order.order_number}/notes`, method: "POST", body }),
    { idempotent: true },
  );
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkWith(orderNoteRequestSchema, { note });
    setChecked(check.ok ? undefined : Object.values(check.errors)[0]);
    if (!check.ok) return add.reset();
    await add
      .mutateAsync({ note })
      .then(() => setNote(""))
      .catch(() => undefined);
  }
  return (
    <Panel title={t("order.private_note")}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <FormAlert>{errorText(checked ?? failureCode(add.error))}</FormAlert>
        <label htmlFor="private-note" className="sr-only">
          {t("order.private_note")}
        </label>
        <textarea
          id="private-note"
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={inputClass}
        />
        <Button type="submit" look="secondary" disabled={add.isPending}>
          {t("order.add_note")}
        </Button>
      </form>
    </Panel>
  );
}

function Timeline({ order }: { order: StaffOrder }) {
  const { t, language } = useI18n();
  return (
    <Panel title={t("order.timeline")}>
      <ol className="space-y-3 border-s-2 border-slate-200 ps-4">
        {[...order.events].reverse().map((event) => (
          <li key={event.id} className="text-sm">
            <p className="font-bold">
              {event.kind === "status" ? t(`order_status.${event.status}`) : t(`order.event_${event.kind}`)}
            </p>
            <p className="text-slate-700">
              {formatDateTime(event.at, language)} · {event.actor?.name ?? t("order.customer_actor")}
            </p>
            {event.reason && <p>{t("order.reason_is", { reason: event.reason })}</p>}
            <EventFromTheDay event={event} order={order} />
            {event.kind === "line_edit" && <LineChanges details={event.details} />}
            <OrderEventChanges event={event} />
            {event.note && <p className="whitespace-pre-wrap">{event.note}</p>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

/** What a line edit changed before issue 38's edits: each line's code with its quantity before and after. */
function LineChanges({ details }: { details: Record<string, unknown> | null }) {
  const changes = (details?.changes ?? []) as { item_id: number; code: string; from: number; to: number }[];
  if (changes.length === 0) return null;
  return (
    <ul className="text-slate-800">
      {changes.map((c) => (
        <li key={c.item_id}>
          <Ltr>
            {c.code}: {c.from} → {c.to}
          </Ltr>
        </li>
      ))}
    </ul>
  );
}
