import type { City } from "@dukkan/contracts/accounts";
import { SelectField, TextField } from "#app/components/ui/form-field.tsx";
import type { FieldErrorMap } from "#app/lib/form-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";

export interface ProfileValues {
  full_name?: string | null;
  phone?: string | null;
  email?: string | null;
  city_id?: number | null;
  born_date?: string | null;
  gender?: string | null;
}

/** `+9647701234567` as people write it at home: `07701234567`. */
export function localPhone(phone: string | null | undefined): string {
  if (!phone) return "";
  return phone.startsWith("+964") ? `0${phone.slice(4)}` : phone;
}

/** The fields registration and the account form share (spec §2: full name, phone, e-mail, city, born date, gender). */
export function ProfileFields({
  values,
  errors,
  cities,
  children,
}: {
  values?: ProfileValues | undefined;
  errors: FieldErrorMap;
  cities: City[];
  /** Put after the phone (the registration's password). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("full_name")}
        name="full_name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={values?.full_name ?? ""}
        error={errors.full_name}
      />
      <TextField
        label={t("phone")}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        dir="ltr"
        placeholder="07XX XXX XXXX"
        required
        maxLength={40}
        defaultValue={localPhone(values?.phone)}
        error={errors.phone}
        className="text-start rtl:text-end"
      />
      {children}
      <TextField
        label={t("email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        maxLength={254}
        defaultValue={values?.email ?? ""}
        error={errors.email}
        className="text-start rtl:text-end"
      />
      <SelectField
        label={t("city")}
        name="city_id"
        autoComplete="address-level1"
        defaultValue={values?.city_id ? String(values.city_id) : ""}
        error={errors.city_id}
      >
        <option value="">{t("choose_city")}</option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("born_date")}
        name="born_date"
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        defaultValue={values?.born_date ?? ""}
        error={errors.born_date}
      />
      <SelectField
        label={t("gender")}
        name="gender"
        autoComplete="sex"
        defaultValue={values?.gender ?? ""}
        error={errors.gender}
      >
        <option value="">{t("choose_gender")}</option>
        <option value="Male">{t("gender_male")}</option>
        <option value="Female">{t("gender_female")}</option>
      </SelectField>
    </>
  );
}

/** The form's string values by name. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") out[key] = value.trim();
  return out;
}
