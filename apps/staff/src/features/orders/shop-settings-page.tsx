import type { StaffCoupon } from "@dukkan/contracts/order-desk";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { Field, FormAlert, inputClass, useErrorText } from "#staff/components/field.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { ApiError } from "#staff/lib/api.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Iqd, parseIqd } from "./money.tsx";
import { couponsQuery, deliveryFeesQuery, useDeskMutation } from "./orders-api.ts";

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.errors[field]?.[0] : undefined;

/** Coupons: percent or fixed IQD, minimum subtotal, window, limits; uses counted from orders. */
export function CouponsPage() {
  const { t } = useI18n();
  const { data } = useQuery(couponsQuery);
  const toggle = useDeskMutation((c: StaffCoupon) => ({
    path: `staff/coupons/${c.id}`,
    method: "PATCH",
    body: { active: !c.active },
  }));
  return (
    <div>
      <PageHeader title={t("coupons.title")} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel>
            {!data ? (
              <Loading />
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-start text-sm">
                  <thead>
                    <tr className="border-b border-slate-200">
                      {["code", "value", "minimum", "uses", "status"].map((c) => (
                        <th key={c} scope="col" className="whitespace-nowrap px-3 py-2 text-start font-bold">
                          {t(`coupons.col_${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((c) => (
                      <tr key={c.id} className="border-b border-slate-100">
                        <td className="px-3 py-2 font-bold">
                          <Ltr>{c.code}</Ltr>
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">
                          {c.kind === "percent" ? <Ltr>{c.value}%</Ltr> : <Iqd value={c.value} />}
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">
                          <Iqd value={c.min_subtotal} />
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">
                          <Count value={c.uses} />
                          {c.usage_limit !== null && (
                            <>
                              {" / "}
                              <Count value={c.usage_limit} />
                            </>
                          )}
                        </td>
                        <td className="px-3 py-2">
                          <Button look="secondary" onClick={() => toggle.mutate(c)}>
                            {c.active
                              ? t("coupons.deactivate", { code: c.code })
                              : t("coupons.activate", { code: c.code })}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Panel>
        </div>
        <NewCoupon />
      </div>
    </div>
  );
}

function NewCoupon() {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [form, setForm] = useState({
    code: "",
    kind: "percent",
    value: "",
    min_subtotal: "",
    usage_limit: "",
    per_client_limit: "",
  });
  const [amountErrors, setAmountErrors] = useState<Record<string, string>>({});
  const create = useDeskMutation((body: unknown) => ({ path: "staff/coupons", method: "POST", body }));
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const numbers = {
      value: parseIqd(form.value),
      min_subtotal: form.min_subtotal ? parseIqd(form.min_subtotal) : 0,
    };
    const limits = {
      usage_limit: form.usage_limit ? parseIqd(form.usage_limit) : null,
      per_client_limit: form.per_client_limit ? parseIqd(form.per_client_limit) : null,
    };
    const invalid = Object.entries({ ...numbers, ...limits }).filter(
      ([name, v]) =>
        v === null && (name === "value" || name === "min_subtotal" || form[name as keyof typeof form] !== ""),
    );
    setAmountErrors(Object.fromEntries(invalid.map(([name]) => [name, "invalid_amount"])));
    if (invalid.length > 0) return;
    await create
      .mutateAsync({ code: form.code, kind: form.kind, ...numbers, ...limits })
      .then(() =>
        setForm({
          code: "",
          kind: "percent",
          value: "",
          min_subtotal: "",
          usage_limit: "",
          per_client_limit: "",
        }),
      )
      .catch(() => undefined);
  }
  const error = (field: string) => amountErrors[field] ?? fieldError(create.error, field);
  const unplaced = create.error instanceof ApiError && Object.keys(create.error.errors).length === 0;
  return (
    <Panel title={t("coupons.new")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert>{unplaced ? errorText("generic") : null}</FormAlert>
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
        <Field
          label={t("coupons.minimum")}
          dir="ltr"
          inputMode="numeric"
          value={form.min_subtotal}
          onChange={set("min_subtotal")}
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
        <Button type="submit" disabled={create.isPending}>
          {t("coupons.add")}
        </Button>
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
  const errorText = useErrorText();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
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
          const value = parseIqd(text);
          setInvalid(value === null);
          if (value !== null) save.mutate(value, { onSuccess: () => setText("") });
        }}
      >
        <div className="w-36">
          <label htmlFor={`fee-${id}`} className="block text-xs font-bold">
            {t("fees.new_fee", { name })}
          </label>
          <input
            id={`fee-${id}`}
            dir="ltr"
            inputMode="numeric"
            value={text}
            aria-invalid={invalid || undefined}
            onChange={(e) => setText(e.target.value)}
            className={inputClass}
          />
        </div>
        <Button type="submit" look="secondary" disabled={save.isPending}>
          {t("common.save")}
        </Button>
        {invalid && <span className="text-sm font-bold text-red-700">{errorText("invalid_amount")}</span>}
      </form>
    </li>
  );
}
