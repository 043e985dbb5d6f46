import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormStatus, primaryButtonClass, TextField } from "#app/components/ui/form-field.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { auth, useReturnTo, withReturnTo } from "#app/lib/auth.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { InvalidUserData, login } from "../account-api.ts";
import { checkAccountForm, preloadAccountSchemas } from "../account-schemas.ts";
import { formValues } from "./account-fields.tsx";

type State = { kind: "idle" } | { kind: "loading" } | { kind: "error"; message: string };

/** Spec §8's login messages, in the page's language. */
function loginError(error: unknown, t: (key: string) => string): string {
  if (error instanceof InvalidUserData) return t("Invalid user data received.");
  if (!(error instanceof ApiError)) return t("An error occurred.");
  if (error.status === 401) return t("login_wrong_credentials");
  if (error.status === 429) return t("login_too_many_attempts");
  if (error.status === 422) return t("login_fill_fields");
  return t("Login failed. Please try again.");
}

/**
 * Spec §4: idle → loading (button disabled, 'Logging in...') → success (to /profile or where the guard came
 * from, the form reset) or the error message.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const to = useLocalize();
  const navigate = useNavigate();
  const back = useReturnTo();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { phone = "", password = "" } = formValues(form);
    setState({ kind: "loading" });
    if (await checkAccountForm((s) => s.loginRequestSchema, { phone, password }, t)) {
      setState({ kind: "error", message: t("login_fill_fields") });
      return;
    }
    try {
      const answer = await login(phone, password);
      auth.signIn(answer.token, answer.client);
      form.reset();
      setState({ kind: "idle" });
      await navigate(back ?? to("/profile"), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError) && !(error instanceof InvalidUserData)) console.warn("login", error);
      setState({ kind: "error", message: loginError(error, t) });
    }
  }

  const loading = state.kind === "loading";
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadAccountSchemas}
      className="flex flex-col gap-4"
      data-testid="login-form"
    >
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
        className="text-start rtl:text-end"
      />
      <TextField
        label={t("password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
      />
      <p className="-mt-2 text-end text-sm">
        <Link to={to("/forgot-password")} className="font-bold text-teal-800 underline hover:text-teal-900">
          {t("forgot_password")}
        </Link>
      </p>
      {state.kind === "error" && <FormStatus kind="error">{state.message}</FormStatus>}
      <button type="submit" className={primaryButtonClass} disabled={loading} aria-busy={loading}>
        {loading ? t("Logging in...") : t("login_submit")}
      </button>
      <p className="text-center text-sm text-stone-600">
        {t("no_account")}{" "}
        <Link
          to={withReturnTo(to("/register"), back)}
          className="font-bold text-teal-800 underline hover:text-teal-900"
        >
          {t("register_title")}
        </Link>
      </p>
    </form>
  );
}
