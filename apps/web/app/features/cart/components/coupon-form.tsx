import { type FormEvent, useId, useState } from "react";
import { inputClass, secondaryButtonClass } from "#app/components/ui/form-field.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { formatMoney } from "#app/lib/money.ts";
import { rememberCoupon, type ValidCoupon, validateCoupon } from "../coupon-api.ts";

type Message = { tone: "error" | "success"; text: string } | null;

/** apply_coupon (spec §2), validated by the server (DESIGN "Spec quirks"). */
export function CouponForm({
  subtotal,
  applied,
  onApplied,
}: {
  subtotal: number;
  applied: ValidCoupon | null;
  onApplied: (coupon: ValidCoupon | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setMessage({ tone: "error", text: t("coupon_enter_code") });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const answer = await validateCoupon(code, subtotal);
      if (answer.kind === "valid") {
        onApplied(answer.coupon);
        rememberCoupon(answer.coupon.code);
        setMessage({
          tone: "success",
          text: t("coupon_applied", { discount: formatMoney(answer.coupon.discount) }),
        });
      } else if (answer.kind === "invalid") {
        onApplied(null);
        rememberCoupon(null);
        const key = `cart_${answer.code}`;
        const text = t(key);
        setMessage({ tone: "error", text: text === key ? t("cart_coupon_unknown") : text });
      } else {
        setMessage({ tone: "error", text: t("coupon_not_available") });
      }
    } catch (error) {
      console.warn("coupon", error);
      setMessage({ tone: "error", text: t("coupon_failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="coupon-form">
      <label htmlFor={id} className="text-sm font-bold">
        {t("coupon_label")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          dir="ltr"
          defaultValue={applied?.code ?? ""}
          aria-describedby={`${id}-message`}
          aria-invalid={message?.tone === "error"}
          className={`${inputClass} min-w-0 flex-1 text-start rtl:text-end`}
        />
        <button type="submit" className={`${secondaryButtonClass} shrink-0`} disabled={busy}>
          {t("apply_coupon")}
        </button>
      </div>
      <p
        id={`${id}-message`}
        aria-live="polite"
        data-testid="coupon-message"
        className={`min-h-5 text-sm ${message?.tone === "error" ? "text-red-700" : "text-teal-800"}`}
      >
        {message?.text}
      </p>
    </form>
  );
}
