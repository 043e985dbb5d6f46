import type { CheckoutQuote, Coupon, Order } from "@dukkan/contracts";
import { validateCheckoutCustomer } from "@dukkan/contracts/checkout-fields";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
import { formatMoney } from "#app/lib/money.ts";
import { placeOrder, validateCoupon } from "../place-order.ts";
import { CheckoutField } from "./checkout-field.tsx";

export interface CheckoutProfile {
  full_name: string;
  phone: string;
  email: string;
  city_id: number | null;
}

const fieldNames = [
  "full_name",
  "phone",
  "email",
  "governorate_id",
  "city",
  "address",
  "landmark",
  "notes",
] as const;
type FieldName = (typeof fieldNames)[number];
type Payment = "cod" | "creditCard";

/** `07701234567` from `+9647701234567`, the way people type it. */
const localPhone = (e164: string) => (e164.startsWith("+964") ? `0${e164.slice(4)}` : e164);

/**
 * The checkout form: billing fields checked in the browser with the server's own rules (no zod on this page),
 * lines priced by the server, coupon, delivery fee per governorate and the payment accordion.
 */
export function CheckoutForm({
  lang,
  quote,
  profile,
  cartCoupon,
  onPlaced,
}: {
  lang: Language;
  quote: CheckoutQuote;
  profile: CheckoutProfile | null;
  /** The code applied on the cart page, if any: checked again here against this subtotal. */
  cartCoupon: string | null;
  onPlaced(order: Order): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<FieldName, string>>({
    full_name: profile?.full_name ?? "",
    phone: profile?.phone ? localPhone(profile.phone) : "",
    email: profile?.email ?? "",
    governorate_id: profile?.city_id ? String(profile.city_id) : "",
    city: "",
    address: "",
    landmark: "",
    notes: "",
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [available, setAvailable] = useState<Record<number, number>>({});
  const [couponInput, setCouponInput] = useState(cartCoupon ?? "");
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [open, setOpen] = useState<Payment | null>("cod");
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // One key per checkout attempt: a retry after a lost answer returns the same order, never a second one.
  const idempotencyKey = useRef<string | null>(null);

  const governorate = quote.governorates.find((g) => String(g.id) === values.governorate_id);
  const deliveryFee = governorate?.delivery_fee ?? 0;
  const discount = coupon?.discount ?? 0;
  const total = quote.subtotal - discount + deliveryFee;
  const payment: Payment = open === "creditCard" ? "creditCard" : "cod";
  const unavailableLines = quote.items.some((i) => i.problem !== null);
  const cardBlocked = payment === "creditCard" && !quote.card_payments;

  const errorText = (code: string | undefined, count?: number) =>
    code
      ? t(code === "checkout_failed" ? code : `err_${code}`, count === undefined ? undefined : { count })
      : undefined;

  function update(name: FieldName, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    idempotencyKey.current = null;
  }

  // A coupon applied on the cart page carries over: validated once when the page opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the code the page opened with
  useEffect(() => {
    if (cartCoupon) void applyCoupon(cartCoupon);
  }, []);

  async function applyCoupon(input: string = couponInput) {
    const code = input.trim();
    if (!code) return;
    const result = await validateCoupon(code, quote.subtotal);
    if (result.ok) {
      setCoupon(result.coupon);
      setCouponError(null);
    } else {
      setCoupon(null);
      setCouponError(errorText(result.code) ?? null);
    }
    idempotencyKey.current = null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const checked = validateCheckoutCustomer(values);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([f, c]) => [f, errorText(c)])));
      setFormError(t("checkout_fix_errors"));
      const first = fieldNames.find((f) => f in checked.errors);
      if (first) document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    idempotencyKey.current ??= crypto.randomUUID();
    const result = await placeOrder({
      lang,
      idempotencyKey: idempotencyKey.current,
      customer: values,
      items: quote.items.map(({ product_id, color_id, size_id, quantity }) => ({
        product_id,
        color_id,
        size_id,
        quantity,
      })),
      coupon: coupon?.code ?? null,
    });
    setSubmitting(false);
    if (result.ok) {
      onPlaced(result.order);
      return;
    }
    const { codes } = result.failure;
    const fieldErrors: Record<string, string | undefined> = {};
    for (const [field, code] of Object.entries(codes)) {
      if (field.startsWith("customer.")) fieldErrors[field.slice("customer.".length)] = errorText(code);
    }
    setErrors(fieldErrors);
    setAvailable(result.failure.available);
    if (codes.coupon) {
      setCoupon(null);
      setCouponError(errorText(codes.coupon) ?? null);
    }
    // A rejected order wrote nothing: the next attempt is a new request.
    idempotencyKey.current = null;
    setFormError(Object.keys(fieldErrors).length > 0 ? t("checkout_fix_errors") : t("checkout_failed"));
  }

  const field = (name: FieldName, label: string, required: boolean, type = "text", autoComplete?: string) => (
    <CheckoutField
      name={name}
      label={label}
      required={required}
      requiredMark={t("field_required_mark")}
      error={errors[name]}
    >
      {(props) => (
        <input
          {...props}
          type={type}
          autoComplete={autoComplete}
          dir={type === "tel" || type === "email" ? "ltr" : undefined}
          value={values[name]}
          onChange={(e) => update(name, e.target.value)}
        />
      )}
    </CheckoutField>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_24rem]"
    >
      <section aria-labelledby="billing-title" className="flex flex-col gap-4">
        <h2 id="billing-title" className="text-xl font-bold text-stone-900">
          {t("checkout_billing")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {field("full_name", t("field_full_name"), true, "text", "name")}
          {field("phone", t("field_phone"), true, "tel", "tel")}
          {field("email", t("field_email_optional"), false, "email", "email")}
          <CheckoutField
            name="governorate_id"
            label={t("field_governorate")}
            required
            requiredMark={t("field_required_mark")}
            error={errors.governorate_id}
          >
            {(props) => (
              <select
                {...props}
                value={values.governorate_id}
                onChange={(e) => update("governorate_id", e.target.value)}
              >
                <option value="">{t("select_governorate")}</option>
                {quote.governorates.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            )}
          </CheckoutField>
          {field("city", t("field_city"), true, "text", "address-level2")}
          {field("address", t("field_address"), true, "text", "address-line1")}
          {field("landmark", t("field_landmark"), false)}
        </div>
        <CheckoutField
          name="notes"
          label={t("field_notes")}
          requiredMark={t("field_required_mark")}
          error={errors.notes}
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              value={values.notes}
              onChange={(e) => update("notes", e.target.value)}
            />
          )}
        </CheckoutField>
      </section>

      <section
        aria-labelledby="summary-title"
        className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="summary-title" className="text-xl font-bold text-stone-900">
          {t("checkout_your_order")}
        </h2>
        <ul className="divide-y divide-stone-200">
          {quote.items.map((item, index) => {
            const left = available[index] ?? item.available;
            const problem =
              available[index] !== undefined
                ? left > 0
                  ? "insufficient_stock"
                  : "out_of_stock"
                : item.problem;
            return (
              <li key={`${item.size_id}-${item.color_id}`} className="flex gap-3 py-3">
                {item.image && (
                  <img
                    src={item.image}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 rounded object-cover"
                  />
                )}
                <div className="flex-1 text-sm">
                  <p className="font-medium text-stone-900">{item.name ?? "—"}</p>
                  <p className="text-stone-600">
                    {[item.color, item.size].filter(Boolean).join(" · ")} ·{" "}
                    {t("checkout_qty", { count: item.quantity })}
                  </p>
                  {problem && (
                    <p className="text-red-700" role="alert">
                      {errorText(problem, left)}
                    </p>
                  )}
                </div>
                <bdi dir="ltr" className="text-sm font-medium">
                  {formatMoney(item.line_total)}
                </bdi>
              </li>
            );
          })}
        </ul>

        <div className="flex flex-col gap-2">
          <label htmlFor="checkout-coupon" className="text-sm font-medium text-stone-800">
            {t("checkout_coupon")}
          </label>
          <div className="flex gap-2">
            <input
              id="checkout-coupon"
              dir="ltr"
              value={couponInput}
              onChange={(e) => setCouponInput(e.target.value)}
              aria-invalid={Boolean(couponError)}
              aria-describedby={couponError ? "checkout-coupon-error" : undefined}
              className="min-w-0 flex-1 rounded-md border border-stone-300 px-3 py-2"
            />
            <button
              type="button"
              onClick={() => applyCoupon()}
              className="rounded-md border border-teal-800 px-3 py-2 text-sm font-medium text-teal-900 hover:bg-teal-50"
            >
              {t("checkout_apply_coupon")}
            </button>
          </div>
          {couponError && (
            <p id="checkout-coupon-error" className="text-sm text-red-700">
              {couponError}
            </p>
          )}
          {coupon && (
            <p className="flex items-center justify-between text-sm text-teal-800">
              {t("checkout_coupon_applied", { code: coupon.code })}
              <button
                type="button"
                className="underline"
                onClick={() => {
                  setCoupon(null);
                  setCouponInput("");
                }}
              >
                {t("checkout_remove_coupon")}
              </button>
            </p>
          )}
        </div>

        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt>{t("checkout_subtotal")}</dt>
          <dd className="text-end">
            <bdi dir="ltr">{formatMoney(quote.subtotal)}</bdi>
          </dd>
          {discount > 0 && (
            <>
              <dt>{t("checkout_discount")}</dt>
              <dd className="text-end">
                <bdi dir="ltr">-{formatMoney(discount)}</bdi>
              </dd>
            </>
          )}
          <dt>{t("checkout_delivery_fee")}</dt>
          <dd className="text-end">
            {governorate ? <bdi dir="ltr">{formatMoney(deliveryFee)}</bdi> : t("checkout_delivery_choose")}
          </dd>
          <dt className="text-base font-bold">{t("checkout_total")}</dt>
          <dd className="text-end text-base font-bold" data-testid="checkout-total">
            <bdi dir="ltr">{formatMoney(total)}</bdi>
          </dd>
        </dl>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-800">{t("checkout_payment")}</legend>
          {(["cod", "creditCard"] as const).map((method) => (
            <div key={method} className="rounded-md border border-stone-200">
              <button
                type="button"
                id={`payment-${method}`}
                aria-expanded={open === method}
                aria-controls={`payment-${method}-panel`}
                onClick={() => setOpen((current) => (current === method ? null : method))}
                className="flex w-full items-center justify-between px-3 py-2 text-start font-medium"
              >
                {t(method === "cod" ? "pay_cod" : "pay_card")}
                <span aria-hidden="true">{open === method ? "−" : "+"}</span>
              </button>
              {open === method && (
                <div
                  id={`payment-${method}-panel`}
                  className="border-t border-stone-200 px-3 py-2 text-sm text-stone-700"
                >
                  {method === "cod" ? t("pay_cod_desc") : t("pay_card_unavailable")}
                </div>
              )}
            </div>
          ))}
        </fieldset>

        {unavailableLines && (
          <p className="text-sm text-red-700" role="alert">
            {t("checkout_remove_unavailable")}
          </p>
        )}
        {formError && (
          <p className="text-sm text-red-700" role="alert">
            {formError}
          </p>
        )}
        <button
          type="submit"
          disabled={submitting || unavailableLines || cardBlocked}
          className="rounded-md bg-teal-800 px-4 py-3 font-bold text-white hover:bg-teal-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? t("placing_order") : t("place_order")}
        </button>
      </section>
    </form>
  );
}
