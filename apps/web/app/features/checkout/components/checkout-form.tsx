import type { CheckoutQuote, Order } from "@dukkan/contracts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { CouponBox } from "#app/components/ui/coupon-box.tsx";
import { useCoupon } from "#app/lib/coupon.ts";
import { fieldMessages } from "#app/lib/form-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
import { checkCustomer, placeOrder, preloadCustomerSchema, sendPhoneCode } from "../place-order.ts";
import {
  type BillingFieldName,
  BillingFields,
  type BillingValues,
  billingFieldNames,
} from "./billing-fields.tsx";
import { OrderLines } from "./order-lines.tsx";
import { OrderTotals } from "./order-totals.tsx";
import { type Payment, PaymentChoice } from "./payment-choice.tsx";
import { PhoneCodeBox, type PhoneCodeState } from "./phone-code-box.tsx";

export interface CheckoutProfile {
  full_name: string;
  phone: string;
  email: string;
  city_id: number | null;
}

/** `07701234567` from `+9647701234567`, the way people type it. */
const localPhone = (e164: string) => (e164.startsWith("+964") ? `0${e164.slice(4)}` : e164);

function initialValues(profile: CheckoutProfile | null): BillingValues {
  return {
    full_name: profile?.full_name ?? "",
    phone: profile?.phone ? localPhone(profile.phone) : "",
    email: profile?.email ?? "",
    governorate_id: profile?.city_id ? String(profile.city_id) : "",
    city: "",
    address: "",
    landmark: "",
    notes: "",
  };
}

/**
 * The checkout form: billing fields checked in the browser with the schema the server checks them with
 * (`checkCustomer`),
 * lines priced by the server, the cart's coupon box, delivery fee per governorate and the payment accordion.
 */
export function CheckoutForm({
  lang,
  quote,
  profile,
  onPlaced,
}: {
  lang: Language;
  quote: CheckoutQuote;
  profile: CheckoutProfile | null;
  onPlaced(order: Order): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => initialValues(profile));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [available, setAvailable] = useState<Record<number, number>>({});
  const coupon = useCoupon(quote.subtotal);
  const [open, setOpen] = useState<Payment | null>("cod");
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Asked for by the server when a new customer's phone must be confirmed first (decision 0038).
  const [phoneCode, setPhoneCode] = useState<PhoneCodeState | null>(null);
  // One key per checkout attempt: a retry after a lost answer returns the same order, never a second one.
  const idempotencyKey = useRef<string | null>(null);

  // Another coupon makes another order: a new key.
  const appliedCode = coupon.coupon?.code;
  useEffect(() => {
    void appliedCode;
    idempotencyKey.current = null;
  }, [appliedCode]);

  const governorate = quote.governorates.find((g) => String(g.id) === values.governorate_id);
  const payment: Payment = open === "creditCard" ? "creditCard" : "cod";
  const unavailableLines = quote.items.some((i) => i.problem !== null);
  const cardBlocked = payment === "creditCard" && !quote.card_payments;

  const errorText = (code: string | undefined, count?: number) =>
    code
      ? t(code === "checkout_failed" ? code : `err_${code}`, count === undefined ? undefined : { count })
      : undefined;

  async function requestCode() {
    setPhoneCode((now) => ({ value: now?.value ?? "", sending: true, error: undefined }));
    await sendPhoneCode(values.phone, lang);
    setPhoneCode((now) => (now ? { ...now, sending: false } : now));
    document.querySelector<HTMLInputElement>('input[name="phone_code"]')?.focus();
  }

  function update(name: BillingFieldName, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    idempotencyKey.current = null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setSubmitting(true);
    const invalid = await checkCustomer(values);
    if (Object.keys(invalid).length > 0) {
      setSubmitting(false);
      setErrors(fieldMessages(invalid, t, { prefix: "err_" }));
      setFormError(t("checkout_fix_errors"));
      const first = billingFieldNames.find((f) => f in invalid);
      if (first) document.getElementById(`checkout-${first}`)?.focus();
      return;
    }
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
      coupon: coupon.coupon?.code ?? null,
      phoneCode: phoneCode?.value.trim() || null,
    });
    setSubmitting(false);
    if (result.ok) {
      onPlaced(result.order);
      return;
    }
    const { codes } = result.failure;
    const customerCodes = Object.fromEntries(
      Object.entries(codes).flatMap(([field, code]) =>
        field.startsWith("customer.") ? [[field.slice("customer.".length), code]] : [],
      ),
    );
    const fieldErrors = fieldMessages(customerCodes, t, { prefix: "err_" });
    setErrors(fieldErrors);
    setAvailable(result.failure.available);
    if (codes.coupon) coupon.reject(codes.coupon);
    if (codes.phone_code) {
      const asked = codes.phone_code === "phone_confirmation_required";
      setPhoneCode((now) => ({
        value: asked ? "" : (now?.value ?? ""),
        sending: false,
        error: asked ? undefined : errorText(codes.phone_code),
      }));
      if (asked) void requestCode();
      setFormError(t(asked ? "checkout_phone_code_needed" : "checkout_fix_errors"));
      idempotencyKey.current = null;
      return;
    }
    // A rejected order wrote nothing: the next attempt is a new request.
    idempotencyKey.current = null;
    setFormError(Object.keys(fieldErrors).length > 0 ? t("checkout_fix_errors") : t("checkout_failed"));
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={preloadCustomerSchema}
      className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_24rem]"
    >
      <BillingFields values={values} errors={errors} governorates={quote.governorates} onChange={update} />
      <section
        aria-labelledby="summary-title"
        className="flex min-w-0 flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4"
      >
        <h2 id="summary-title" className="text-xl font-bold text-stone-900">
          {t("checkout_your_order")}
        </h2>
        <OrderLines items={quote.items} available={available} problemText={errorText} />
        <CouponBox state={coupon} />
        <OrderTotals
          subtotal={quote.subtotal}
          discount={coupon.discount}
          deliveryFee={governorate ? governorate.delivery_fee : null}
        />
        <PaymentChoice
          open={open}
          onToggle={(method) => setOpen((now) => (now === method ? null : method))}
        />
        {phoneCode && (
          <PhoneCodeBox
            phone={values.phone}
            state={phoneCode}
            onChange={(value) =>
              setPhoneCode((now) => ({ sending: now?.sending ?? false, value, error: undefined }))
            }
            onResend={() => void requestCode()}
          />
        )}
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
          disabled={submitting || unavailableLines || cardBlocked || coupon.busy}
          className="rounded-md bg-teal-800 px-4 py-3 font-bold text-white hover:bg-teal-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {submitting ? t("placing_order") : t("place_order")}
        </button>
      </section>
    </form>
  );
}
