import { TextField } from "#app/components/ui/form-field.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

export interface PhoneCodeState {
  value: string;
  error?: string | undefined;
  sending: boolean;
}

/**
 * The phone's code before a new customer's first cash-on-delivery order (issue 39, decision 0038): shown once the
 * server asked for it; the code went to the phone given in the form.
 */
export function PhoneCodeBox({
  phone,
  state,
  onChange,
  onResend,
}: {
  phone: string;
  state: PhoneCodeState;
  onChange(value: string): void;
  onResend(): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
      data-testid="phone-code-box"
    >
      <p className="text-sm text-stone-800">
        {t("checkout_phone_code_intro")}{" "}
        <bdi dir="ltr" className="font-bold">
          {phone}
        </bdi>
      </p>
      <TextField
        label={t("checkout_phone_code")}
        name="phone_code"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={12}
        className="text-start tracking-widest rtl:text-end"
        value={state.value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={state.error}
      />
      <button
        type="button"
        onClick={onResend}
        disabled={state.sending}
        className="self-start text-sm font-bold text-teal-800 underline hover:text-teal-900 disabled:opacity-60"
      >
        {t("checkout_phone_code_resend")}
      </button>
    </div>
  );
}
