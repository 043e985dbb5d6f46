import type { CheckoutQuote } from "@dukkan/contracts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { CheckoutField } from "./checkout-field.tsx";

export const billingFieldNames = [
  "full_name",
  "phone",
  "email",
  "governorate_id",
  "city",
  "address",
  "landmark",
  "notes",
] as const;
export type BillingFieldName = (typeof billingFieldNames)[number];
export type BillingValues = Record<BillingFieldName, string>;

/** The billing and delivery fields, each with its error below it; the governorates come with the quote. */
export function BillingFields({
  values,
  errors,
  governorates,
  onChange,
}: {
  values: BillingValues;
  errors: Partial<Record<string, string>>;
  governorates: CheckoutQuote["governorates"];
  onChange(name: BillingFieldName, value: string): void;
}) {
  const { t } = useTranslation();
  const requiredMark = t("field_required_mark");

  const input = (
    name: BillingFieldName,
    label: string,
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => {
    const type = options.type ?? "text";
    return (
      <CheckoutField
        name={name}
        label={label}
        required={options.required ?? false}
        requiredMark={requiredMark}
        error={errors[name]}
      >
        {(props) => (
          <input
            {...props}
            type={type}
            autoComplete={options.autoComplete}
            dir={type === "tel" || type === "email" ? "ltr" : undefined}
            value={values[name]}
            onChange={(e) => onChange(name, e.target.value)}
          />
        )}
      </CheckoutField>
    );
  };

  return (
    <section aria-labelledby="billing-title" className="flex flex-col gap-4">
      <h2 id="billing-title" className="text-xl font-bold text-stone-900">
        {t("checkout_billing")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {input("full_name", t("field_full_name"), { required: true, autoComplete: "name" })}
        {input("phone", t("field_phone"), { required: true, type: "tel", autoComplete: "tel" })}
        {input("email", t("field_email_optional"), { type: "email", autoComplete: "email" })}
        <CheckoutField
          name="governorate_id"
          label={t("field_governorate")}
          required
          requiredMark={requiredMark}
          error={errors.governorate_id}
        >
          {(props) => (
            <select
              {...props}
              value={values.governorate_id}
              onChange={(e) => onChange("governorate_id", e.target.value)}
            >
              <option value="">{t("select_governorate")}</option>
              {governorates.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          )}
        </CheckoutField>
        {input("city", t("field_city"), { required: true, autoComplete: "address-level2" })}
        {input("address", t("field_address"), { required: true, autoComplete: "address-line1" })}
        {input("landmark", t("field_landmark"))}
      </div>
      <CheckoutField name="notes" label={t("field_notes")} requiredMark={requiredMark} error={errors.notes}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={values.notes}
            onChange={(e) => onChange("notes", e.target.value)}
          />
        )}
      </CheckoutField>
    </section>
  );
}
