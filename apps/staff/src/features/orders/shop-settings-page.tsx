import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { deliveryFeeUpdateRequestSchema, type StaffCoupon } from "@dukkan/contracts/order-desk";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { type Column, DataTable } from "#staff/components/data-table.tsx";
import { Field, FormAlert, inputClass, useErrorText } from "#staff/components/field.tsx";
import { Count, Iqd, Ltr } from "#staff/components/islands.tsx";
import { MoneyInput } from "#staff/components/money-input.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { failureCode, serverFieldErrors, unplacedCode } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { checkCoupon, termsOf } from "./coupon-form.ts";
import { OrderSettingsPanel } from "./order-settings-panel.tsx";
import { couponsQuery, deliveryFeesQuery, useDeskMutation } from "./orders-api.ts";

/** Coupons: percent or fixed IQD, minimum subtotal, window, limits; uses counted from orders. */
export function CouponsPage() {
  const { t } = useI18n();
  const { data } = useQuery(couponsQuery);
  const [editing, setEditing] = useState<StaffCoupon | null>(null);
  const toggle = useDeskMutation((c: StaffCoupon) => ({
    path: `staff/coupons/${c.id}`,
    method: "PATCH",
    body: { active: !c.active },
  }));
  const columns: Column<StaffCoupon>[] = [
    { id: "code", header: t("coupons.col_code"), cell: (c) => <Ltr>{c.code}</Ltr> },
    {
      id: "value",
      header: t("coupons.col_value"),
      numeric: true,
      cell: (c) => (c.kind === "percent" ? <Ltr>{c.value}%</Ltr> : <Iqd value={c.value} />),
    },
    {
      id: "minimum",
      header: t("coupons.col_minimum"),
      numeric: true,
      cell: (c) => <Iqd value={c.min_subtotal} />,
    },
    {
      id: "uses",
      header: t("coupons.col_uses"),
      numeric: true,
      cell: (c) => (
        <>
          <Count value={c.uses} />
          {c.usage_limit !== null && (
            <>
              {" / "}
              <Count value={c.usage_limit} />
            </>
          )}
        </>
      ),
    },
    {
      id: "status",
      header: t("coupons.col_status"),
      cell: (c) => (
        <Button look="secondary" onClick={() => toggle.mutate(c)}>
          {c.active ? t("coupons.deactivate", { code: c.code }) : t("coupons.activate", { code: c.code })}
        </Button>
      ),
    },
    {
      id: "edit",
      header: t("coupons.col_edit"),
      cell: (c) => (
        <Button look="secondary" onClick={() => setEditing(c)}>
          {t("coupons.edit", { code: c.code })}
        </Button>
      ),
    },
  ];
  return (
    <div>
      <PageHeader title={t("coupons.title")} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel>
            <DataTable
              caption={t("coupons.title")}
              columns={columns}
              rows={data}
              emptyText={t("coupons.none")}
            />
          </Panel>
        </div>
        {/* A new key per coupon: the form starts from that coupon's terms. */}
        <CouponForm key={editing?.id ?? "new"} coupon={editing} onDone={() => setEditing(null)} />
      </div>
    </div>
  );
}

/** The fields the coupon form shows an error under (the API's names). */
const couponFields = [
  "code",
  "value",
  "min_subtotal",
  "usage_limit",
  "per_client_limit",
  "starts_at",
  "ends_at",
] as const;

/** Creates a coupon, or with `coupon` set changes its terms (its uses stay counted from orders). */
function CouponForm({ coupon, onDone }: { coupon: StaffCoupon | null; onDone: () => void }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const empty = termsOf(null);
  const [form, setForm] = useState(termsOf(coupon));
  const [minimum, setMinimum] = useState<number | null>(coupon?.min_subtotal ?? 0);
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const create = useDeskMutation((body: unknown) =>
    coupon
      ? { path: `staff/coupons/${coupon.id}`, method: "PATCH", body }
      : { path: "staff/coupons", method: "POST", body },
  );
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const check = checkCoupon(form, minimum, coupon !== null);
    setChecked(check.errors);
    if (!check.ok) return create.reset();
    await create
      .mutateAsync(check.body)
      .then(() => {
        setForm(empty);
        setMinimum(0);
        onDone();
      })
      .catch(() => undefined);
  }
  const errors = Object.keys(checked).length > 0 ? checked : serverFieldErrors(create.error);
  const error = (field: string) => errors[field];
  const unplaced = unplacedCode(create.error, errors, couponFields);
  return (
    <Panel title={coupon ? t("coupons.editing", { code: coupon.code }) : t("coupons.new")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert>{unplaced ? errorText(unplaced) : null}</FormAlert>
        <Field
          label={t("coupons.code")}
          dir="ltr"
          value={form.code}
          onChange={set("code")}
          error={error("code")}
        />
        <div>
          <label htmlFor="coupon-kind" className="mb-1 block text-sm font-bold text-slate-800">
            {t("coupons.kind")}
          </label>
          <select id="coupon-kind" value={form.kind} onChange={set("kind")} className={inputClass}>
            <option value="percent">{t("coupons.percent")}</option>
            <option value="fixed">{t("coupons.fixed")}</option>
          </select>
        </div>
        <Field
          label={t("coupons.value")}
          dir="ltr"
          inputMode="numeric"
          value={form.value}
          onChange={set("value")}
          error={error("value")}
        />
        <MoneyInput
          label={t("coupons.minimum")}
          value={minimum}
          onChange={setMinimum}
          error={error("min_subtotal")}
        />
        <Field
          label={t("coupons.usage_limit")}
          dir="ltr"
          inputMode="numeric"
          value={form.usage_limit}
          onChange={set("usage_limit")}
          error={error("usage_limit")}
        />
        <Field
          label={t("coupons.per_client_limit")}
          dir="ltr"
          inputMode="numeric"
          value={form.per_client_limit}
          onChange={set("per_client_limit")}
          error={error("per_client_limit")}
        />
        <Field
          label={t("coupons.starts")}
          type="date"
          dir="ltr"
          hint={t("coupons.starts_hint")}
          value={form.starts}
          onChange={set("starts")}
          error={error("starts_at")}
        />
        <Field
          label={t("coupons.ends")}
          type="date"
          dir="ltr"
          hint={t("coupons.ends_hint")}
          value={form.ends}
          onChange={set("ends")}
          error={error("ends_at")}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={create.isPending}>
            {coupon ? t("common.save") : t("coupons.add")}
          </Button>
          {coupon && (
            <Button look="secondary" onClick={onDone}>
              {t("common.cancel")}
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}

/** Delivery fees per governorate; a change applies to the checkout at once. */
export function DeliveryFeesPage() {
  const { t, language } = useI18n();
  const { data } = useQuery(deliveryFeesQuery(language));
  return (
    <div>
      <PageHeader title={t("fees.title")} />
      <div className="mb-6">
        <OrderSettingsPanel />
      </div>
      <Panel>
        {!data ? (
          <Loading />
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.map((g) => (
              <FeeRow key={g.governorate_id} id={g.governorate_id} name={g.name} fee={g.delivery_fee} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function FeeRow({ id, name, fee }: { id: number; name: string; fee: number }) {
  const { t } = useI18n();
  const [value, setValue] = useState<number | null>(fee);
  const [checked, setChecked] = useState<string | undefined>();
  const save = useDeskMutation((delivery_fee: number) => ({
    path: `staff/delivery-fees/${id}`,
    method: "PATCH",
    body: { delivery_fee },
  }));
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <p className="min-w-32 flex-1 font-bold">
        {name} · <Iqd value={fee} />
      </p>
      <form
        noValidate
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (value === null) return;
          // A fee the server refuses (over a million dinars) is said under the field before it is sent.
          const check = checkWith(deliveryFeeUpdateRequestSchema, { delivery_fee: value });
          setChecked(check.ok ? undefined : check.errors.delivery_fee);
          if (check.ok) save.mutate(value);
          else save.reset();
        }}
      >
        <div className="w-48">
          <MoneyInput
            label={t("fees.new_fee", { name })}
            value={value}
            onChange={setValue}
            error={checked ?? failureCode(save.error)}
          />
        </div>
        <Button type="submit" look="secondary" disabled={save.isPending || value === null}>
          {t("common.save")}
        </Button>
      </form>
    </li>
  );
}
