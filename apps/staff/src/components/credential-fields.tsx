import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Field } from "./field.tsx";

interface Credentials {
  email: string;
  password: string;
}

/**
 * The e-mail and password of a signed-out page, marked for the browser's password manager: the password in use
 * (sign-in), or a new one chosen under the hint that gives its rules (the first owner's setup).
 */
export function CredentialFields({
  register,
  errors,
  newPasswordHint,
}: {
  register: UseFormRegister<Credentials>;
  errors: FieldErrors<Credentials>;
  newPasswordHint?: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <Field
        label={t("sign_in.email")}
        type="email"
        dir="ltr"
        autoComplete="username"
        error={errors.email?.message}
        {...register("email")}
      />
      <Field
        label={t("sign_in.password")}
        type="password"
        dir="ltr"
        autoComplete={newPasswordHint ? "new-password" : "current-password"}
        hint={newPasswordHint}
        error={errors.password?.message}
        {...register("password")}
      />
    </>
  );
}
