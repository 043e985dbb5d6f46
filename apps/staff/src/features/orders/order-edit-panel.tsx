import { checkWith } from "@dukkan/contracts/field-errors";
import type { StaffOrder } from "@dukkan/contracts/order-desk";
import { type OrderEditRequest, orderEditRequestSchema } from "@dukkan/contracts/order-edits";
import { editableOrderStatuses } from "@dukkan/contracts/order-statuses";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { FormAlert, inputClass, useErrorText } from "#staff/components/field.tsx";
import { Iqd } from "#staff/components/islands.tsx";
import { MoneyInput } from "#staff/components/money-input.tsx";
import { Panel } from "#staff/components/page.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { failureCode } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { OrderEditLines } from "./order-edit-lines.tsx";
import { type DraftLine, draftLinesOf, lineEntries } from "./order-edit-rules.ts";
import { entryGovernoratesQuery } from "./order-entry-api.ts";
import { useDeskMutation } from "./orders-api.ts";

/** Whether the signed-in member may edit this order now (before dispatch). */
export function useCanEditOrder(order: StaffOrder): boolean {
  return useMe().permissions.includes("orders.edit") && editableOrderStatuses.includes(order.status);
}

const contactFields = ["phone", "city", "address", "landmark"] as const;

/**
 * The order edited before dispatch (issue 38): its lines, the customer's phone and address, the governorate (its
 * fee), the delivery fee and the discount, saved together with a reason. Only what changed is sent.
 */
export function OrderEditPanel({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const { t, language } = useI18n();
  const errorText = useErrorText();
  const governorates = useQuery(entryGovernoratesQuery(language)).data ?? [];
  const [lines, setLines] = useState<DraftLine[]>(() => draftLinesOf(order));
  const [contact, setContact] = useState({
    phone: order.customer.phone,
    city: order.customer.city,
    address: order.customer.address,
    landmark: order.customer.landmark ?? "",
  });
  const [governorateId, setGovernorateId] = useState(String(order.customer.governorate_id));
  const [fee, setFee] = useState<number | null>(order.delivery_fee);
  const [discount, setDiscount] = useState<number | null>(order.discount);
  const [reason, setReason] = useState("");
  // What the browser finds: a form's own message (a quantity that is no number), or a code of the schema's check.
  const [invalid, setInvalid] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | undefined>();
  const save = useDeskMutation((body: OrderEditRequest) => ({
    path: `staff/orders/${order.order_number}`,
    method: "PATCH",
    body,
  }));
  const governorateChanged = governorateId !== String(order.customer.governorate_id);
  const newFee = governorates.find((g) => String(g.id) === governorateId)?.delivery_fee;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const entries = lineEntries(lines);
    // Reading what was typed is the form's own; the body is then checked with the server's schema.
    const problem =
      entries === null
        ? "order_edits.error_quantity"
        : fee === null || discount === null
          ? "order_edits.error_amount"
          : null;
    setInvalid(problem);
    setChecked(undefined);
    if (problem || entries === null) return save.reset();
    const customer: NonNullable<OrderEditRequest["customer"]> = {};
    for (const field of contactFields) {
      const was = field === "landmark" ? (order.customer.landmark ?? "") : order.customer[field];
      if (contact[field].trim() !== was) customer[field] = contact[field].trim();
    }
    if (governorateChanged) customer.governorate_id = Number(governorateId);
    const body: OrderEditRequest = {
      reason: reason.trim(),
      ...(entries.length > 0 ? { lines: entries } : {}),
      ...(Object.keys(customer).length > 0 ? { customer } : {}),
      // A fee left as it was follows a new governorate; one typed is kept.
      ...(fee !== null && fee !== order.delivery_fee ? { delivery_fee: fee } : {}),
      ...(!order.coupon && discount !== null && discount !== order.discount ? { discount } : {}),
    };
    const check = checkWith(orderEditRequestSchema, body);
    if (!check.ok) {
      // An edit without its reason says so in the form's words; anything else by its code.
      if (check.errors.reason === "required") setInvalid("order_edits.error_reason");
      else setChecked(Object.values(check.errors)[0]);
      return save.reset();
    }
    await save
      .mutateAsync(body)
      .then(onClose)
      .catch(() => undefined);
  }

  const alert = invalid ? t(invalid) : (errorText(checked ?? failureCode(save.error)) ?? null);
  return (
    <Panel title={t("order_edits.title")}>
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={t("order_edits.title")}>
        <FormAlert>{alert}</FormAlert>
        <OrderEditLines lines={lines} onLines={setLines} />
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-slate-900">{t("order_edits.delivery")}</legend>
          {contactFields.map((field) => (
            <div key={field}>
              <label htmlFor={`edit-${field}`} className="block text-sm font-bold text-slate-800">
                {t(`order_edits.${field}`)}
              </label>
              <input
                id={`edit-${field}`}
                value={contact[field]}
                dir={field === "phone" ? "ltr" : undefined}
                inputMode={field === "phone" ? "tel" : undefined}
                onChange={(e) => setContact({ ...contact, [field]: e.target.value })}
                className={inputClass}
              />
            </div>
          ))}
          <SelectField
            label={t("order_edits.governorate")}
            value={governorateId}
            onChange={(e) => {
              setGovernorateId(e.target.value);
              const next = governorates.find((g) => String(g.id) === e.target.value);
              if (next) setFee(next.delivery_fee);
            }}
            options={governorates.map((g) => ({ value: String(g.id), label: g.name }))}
          />
          <div>
            <MoneyInput label={t("order_edits.delivery_fee")} value={fee} onChange={setFee} />
            {governorateChanged && newFee !== undefined && (
              <p className="mt-1 text-sm text-slate-700">
                {t("order_edits.fee_of_governorate")} <Iqd value={newFee} />
              </p>
            )}
          </div>
          {order.coupon ? (
            <p className="text-sm text-slate-700">{t("order_edits.coupon_discount")}</p>
          ) : (
            <MoneyInput label={t("order_edits.discount")} value={discount} onChange={setDiscount} />
          )}
        </fieldset>
        <div>
          <label htmlFor="edit-reason" className="block text-sm font-bold text-slate-800">
            {t("order_edits.reason")}
          </label>
          <input
            id="edit-reason"
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t("order_edits.save")}
          </Button>
          <Button look="secondary" onClick={onClose}>
            {t("order_edits.cancel")}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
