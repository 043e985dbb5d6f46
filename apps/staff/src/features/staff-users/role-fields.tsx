import { type StaffRole, staffRoles } from "@dukkan/contracts/staff";
import { useErrorText } from "#staff/components/field.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { type Language, languages } from "#staff/lib/language.ts";

export interface RoleFieldsProps {
  role: StaffRole;
  onRoleChange(role: StaffRole): void;
  roleError?: string | undefined;
  granted: Language[];
  onGrantedChange(languages: Language[]): void;
  grantedError?: string | undefined;
}

/** Role (with what it may do) and, for a translator, the languages granted. */
export function RoleFields({
  role,
  onRoleChange,
  roleError,
  granted,
  onGrantedChange,
  grantedError,
}: RoleFieldsProps) {
  const { t } = useI18n();
  const errorText = useErrorText();
  return (
    <>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-bold text-slate-800">{t("staff_users.role")}</legend>
        {staffRoles.map((value) => (
          <label
            key={value}
            className="flex gap-3 rounded-md border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="role"
              value={value}
              checked={role === value}
              onChange={() => onRoleChange(value)}
              className="mt-1"
            />
            <span>
              <span className="block font-bold">{t(`role.${value}`)}</span>
              <span className="block text-sm text-slate-700">{t(`role.${value}_hint`)}</span>
            </span>
          </label>
        ))}
        {roleError && <p className="text-sm font-bold text-red-700">{errorText(roleError)}</p>}
      </fieldset>
      {role === "translator" && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-bold text-slate-800">
            {t("staff_users.granted_languages")}
          </legend>
          <div className="flex flex-wrap gap-2">
            {languages.map((lang) => (
              <label
                key={lang}
                className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2"
              >
                <input
                  type="checkbox"
                  checked={granted.includes(lang)}
                  onChange={(event) =>
                    onGrantedChange(
                      event.target.checked ? [...granted, lang] : granted.filter((other) => other !== lang),
                    )
                  }
                />
                {t(`language.${lang}`)}
              </label>
            ))}
          </div>
          {grantedError && <p className="text-sm font-bold text-red-700">{errorText(grantedError)}</p>}
        </fieldset>
      )}
    </>
  );
}

/** The props of RoleFields from a form's `role` and `languages` controllers. */
export function roleFieldsProps(
  roleField: {
    field: { value: StaffRole; onChange(value: StaffRole): void };
    fieldState: { error?: { message?: string } | undefined };
  },
  languagesField: {
    field: { value: Language[] | undefined; onChange(value: Language[]): void };
    fieldState: { error?: { message?: string } | undefined };
  },
): RoleFieldsProps {
  return {
    role: roleField.field.value,
    onRoleChange: roleField.field.onChange,
    roleError: roleField.fieldState.error?.message,
    granted: languagesField.field.value ?? [],
    onGrantedChange: languagesField.field.onChange,
    grantedError: languagesField.fieldState.error?.message,
  };
}
