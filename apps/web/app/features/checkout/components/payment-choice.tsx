import { useTranslation } from "#app/lib/i18n.tsx";

export type Payment = "cod" | "creditCard";

/** Spec §2: cash on delivery (open by default) or card, an accordion; a click on the open one collapses it. */
export function PaymentChoice({ open, onToggle }: { open: Payment | null; onToggle(method: Payment): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t("checkout_payment")}</legend>
      {(["cod", "creditCard"] as const).map((method) => (
        <div key={method} className="rounded-md border border-stone-200">
          <button
            type="button"
            id={`payment-${method}`}
            aria-expanded={open === method}
            aria-controls={`payment-${method}-panel`}
            onClick={() => onToggle(method)}
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
  );
}
