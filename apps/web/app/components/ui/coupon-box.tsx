import { formatShopMoney } from "@dukkan/client-kit/money";
import { useId } from "react";
import type { CouponState } from "#app/lib/coupon.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { inputClass, secondaryButtonClass } from "./form-field.tsx";

/**
 * apply_coupon (spec §2), validated by the server: the one coupon box of the cart and checkout pages. Not a
 * form of its own, so that it can sit inside the checkout's; Enter in the field applies the code.
 */
export function CouponBox({ state }: { state: CouponState }) {
  const { t } = useTranslation();
  const id = useId();
  const message = state.coupon
    ? t("coupon_applied", { discount: formatShopMoney(state.discount) })
    : state.error && t(state.error);
  return (
    <div className="flex flex-col gap-2" data-testid="coupon-box">
      <label htmlFor={id} className="text-sm font-bold">
        {t("coupon_label")}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={state.code}
          onChange={(event) => state.setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            void state.apply();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          dir="ltr"
          aria-describedby={`${id}-message`}
          aria-invalid={Boolean(state.error)}
          className={`${inputClass} min-w-0 flex-1 text-start rtl:text-end`}
        />
        <button
          type="button"
          onClick={() => void state.apply()}
          className={`${secondaryButtonClass} shrink-0`}
          disabled={state.busy}
        >
          {t("apply_coupon")}
        </button>
      </div>
      <p
        id={`${id}-message`}
        aria-live="polite"
        data-testid="coupon-message"
        className={`min-h-5 text-sm ${state.coupon ? "text-teal-800" : "text-red-700"}`}
      >
        {message}
      </p>
      {state.coupon && (
        <button
          type="button"
          onClick={state.remove}
          className="self-start text-sm font-medium text-stone-700 underline hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          {t("remove_coupon", { code: state.coupon.code })}
        </button>
      )}
    </div>
  );
}
