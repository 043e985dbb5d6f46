import type { City, RegisterRequest } from "@dukkan/contracts/accounts";
import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormStatus, primaryButtonClass, TextField } from "#app/components/ui/form-field.tsx";
import { auth, useReturnTo, withReturnTo } from "#app/lib/auth.ts";
import { type FieldErrorMap, focusFirstError, serverFieldErrors } from "#app/lib/form-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { notify } from "#app/lib/toast.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { login, register } from "../account-api.ts";
import { checkAccountForm, preloadAccountSchemas } from "../account-schemas.ts";
import { formValues, ProfileFields } from "./account-fields.tsx";

const fieldOrder = ["full_name", "phone", "password", "email", "city_id", "born_date", "gender"];

/**
 * Spec §2, §4, §8: editing a field clears its server error; submitting clears all errors first; the server's
 * field errors show under their fields; success toasts 'Registration successful!'. Issue 21.2: the new client
 * is then signed in with the same phone and password and goes where the login guard was sending them (else
 * /profile); should that sign-in fail, the form says so with a link to log in that keeps the way back.
 */
export function RegisterForm({ cities }: { cities: City[] }) {
  const { t } = useTranslation();
  const to = useLocalize();
  const navigate = useNavigate();
  const back = useReturnTo();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [status, setStatus] = useState<"idle" | "submitting" | "done" | "failed">("idle");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setErrors({});
    setStatus("submitting");
    const values = formValues(form) as unknown as RegisterRequest;
    const shown = (fieldErrors: FieldErrorMap) => {
      setStatus("failed");
      setErrors(fieldErrors);
      focusFirstError(
        formRef.current,
        fieldOrder.filter((f) => f in fieldErrors),
      );
    };
    const invalid = await checkAccountForm((s) => s.registerRequestSchema, values, t);
    if (invalid) return shown(invalid);
    try {
      await register(values);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, t);
      if (fieldErrors) shown(fieldErrors);
      else {
        setStatus("failed");
        console.warn("registration", error);
        void notify("error", t("Registration failed. Please try again."));
      }
      return;
    }
    form.reset();
    void notify("success", t("Registration successful!"));
    try {
      const session = await login(values.phone, values.password);
      auth.signIn(session.token, session.client);
      await navigate(back ?? to("/profile"), { replace: true });
    } catch (error) {
      console.warn("sign-in after registration", error);
      setStatus("done");
    }
  }

  function clearError(name: string) {
    if (!(name in errors)) return;
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadAccountSchemas}
      onInput={(event) => clearError((event.target as unknown as { name?: string }).name ?? "")}
      onChange={(event) => clearError((event.target as unknown as { name?: string }).name ?? "")}
      className="grid gap-4 sm:grid-cols-2"
      aria-labelledby="register-title"
      data-testid="register-form"
    >
      <ProfileFields errors={errors} cities={cities}>
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          hint={t("password_hint")}
          error={errors.password}
        />
      </ProfileFields>
      <div className="flex flex-col gap-3 sm:col-span-2">
        {status === "failed" && Object.keys(errors).length > 0 && (
          <FormStatus kind="error">{t("form_has_errors")}</FormStatus>
        )}
        {status === "done" && (
          <FormStatus kind="success">
            {t("Registration successful!")}{" "}
            <Link to={withReturnTo(to("/Login"), back)} className="font-bold underline">
              {t("login_now")}
            </Link>
          </FormStatus>
        )}
        <button type="submit" className={primaryButtonClass} disabled={status === "submitting"}>
          {status === "submitting" ? t("registering") : t("register_submit")}
        </button>
        <p className="text-center text-sm text-stone-600">
          {t("have_account")}{" "}
          <Link
            to={withReturnTo(to("/Login"), back)}
            className="font-bold text-teal-800 underline hover:text-teal-900"
          >
            {t("login_title")}
          </Link>
        </p>
      </div>
    </form>
  );
}
