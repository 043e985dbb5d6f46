import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormStatus, primaryButtonClass, TextField } from "#app/components/ui/form-field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { auth } from "#app/lib/auth.ts";
import { type FieldErrorMap, focusFirstError, serverFieldErrors } from "#app/lib/form-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { checkAccountForm, preloadAccountSchemas } from "../account-schemas.ts";
import { confirmReset, requestResetCode } from "../password-reset-api.ts";
import { formValues } from "./account-fields.tsx";

type Step = { kind: "phone" } | { kind: "code"; phone: string };

/**
 * Two steps on one page (issue 39): the phone, which always gets "a code is on its way if…" (nothing tells
 * whether it is registered); then the code and a new password, which signs this device in and ends every other
 * session. Field errors come back in the page's language.
 */
export function PasswordResetForm() {
  const { t, i18n } = useTranslation();
  const to = useLocalize();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<Step>({ kind: "phone" });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function shown(fieldErrors: FieldErrorMap, fields: string[]) {
    setErrors(fieldErrors);
    focusFirstError(
      formRef.current,
      fields.filter((f) => f in fieldErrors),
    );
  }

  function failed(error: unknown, fields: string[]) {
    const fieldErrors = serverFieldErrors(error, t);
    if (fieldErrors) shown(fieldErrors, fields);
    else if (error instanceof ApiError && error.status === 429) {
      setFailure(t("reset_too_many"));
    } else {
      console.warn("password reset", error);
      setFailure(t("An error occurred."));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      if (step.kind === "phone") {
        const phone = values.phone ?? "";
        const invalid = await checkAccountForm((s) => s.passwordResetRequestSchema, { phone }, t);
        if (invalid) return shown(invalid, ["phone"]);
        await requestResetCode(phone, i18n.language as Language);
        setStep({ kind: "code", phone });
        setNotice(t("reset_code_sent"));
        return;
      }
      const body = { phone: step.phone, code: values.code ?? "", password: values.password ?? "" };
      const invalid = await checkAccountForm((s) => s.passwordResetConfirmSchema, body, t);
      if (invalid) return shown(invalid, ["code", "password"]);
      const answer = await confirmReset(body);
      auth.signIn(answer.token, answer.client);
      await navigate(to("/profile"), { replace: true });
    } catch (error) {
      failed(error, step.kind === "phone" ? ["phone"] : ["code", "password"]);
    } finally {
      setBusy(false);
    }
  }

  function clearError(name: string) {
    if (!(name in errors)) return;
    setErrors(({ [name]: _, ...rest }) => rest);
  }

  return (
    // POST even before the page is interactive: a phone, a code or a password never goes into a URL.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadAccountSchemas}
      onInput={(event) => clearError((event.target as unknown as { name?: string }).name ?? "")}
      className="flex flex-col gap-4"
      aria-labelledby="reset-title"
      data-testid="password-reset-form"
      data-step={step.kind}
    >
      {step.kind === "phone" ? (
        <TextField
          key="phone"
          label={t("phone")}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          placeholder="07XX XXX XXXX"
          required
          maxLength={40}
          className="text-start rtl:text-end"
          error={errors.phone}
        />
      ) : (
        <>
          {notice && <FormStatus kind="success">{notice}</FormStatus>}
          <p className="text-sm text-stone-600">
            {t("reset_code_sent_to")}{" "}
            <bdi dir="ltr" className="font-bold">
              {step.phone}
            </bdi>
          </p>
          <TextField
            key="code"
            label={t("reset_code")}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            required
            maxLength={12}
            className="text-start tracking-widest rtl:text-end"
            hint={t("reset_code_hint")}
            error={errors.code}
          />
          <TextField
            label={t("reset_new_password")}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
            hint={t("reset_password_hint")}
            error={errors.password}
          />
        </>
      )}
      {failure && <FormStatus kind="error">{failure}</FormStatus>}
      <button type="submit" className={primaryButtonClass} disabled={busy} aria-busy={busy}>
        {step.kind === "phone" ? t("reset_send_code") : t("reset_set_password")}
      </button>
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        {step.kind === "code" && (
          <button
            type="button"
            className="font-bold text-teal-800 underline hover:text-teal-900"
            onClick={() => {
              setStep({ kind: "phone" });
              setErrors({});
              setNotice(null);
            }}
          >
            {t("reset_another_code")}
          </button>
        )}
        <Link to={to("/Login")} className="font-bold text-teal-800 underline hover:text-teal-900">
          {t("reset_back_to_login")}
        </Link>
      </p>
    </form>
  );
}
