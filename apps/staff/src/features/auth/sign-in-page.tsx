import { type StaffLoginRequest, staffLoginRequestSchema } from "@dukkan/contracts/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { Field, FormAlert } from "#staff/components/field.tsx";
import { LanguageSelect } from "#staff/components/language-select.tsx";
import { usePageTitle } from "#staff/components/page.tsx";
import { ApiError } from "#staff/lib/http.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { meQuery } from "#staff/lib/me.ts";
import { queryClient } from "#staff/lib/query-client.ts";
import { safeNext } from "#staff/lib/safe-next.ts";
import { signIn } from "#staff/lib/session.ts";

export function SignInPage() {
  const { t } = useI18n();
  usePageTitle(t("sign_in.title"));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StaffLoginRequest>({
    resolver: zodResolver(staffLoginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const me = await signIn(values);
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, me);
      await navigate(safeNext(params.get("next")), { replace: true });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : "internal_error";
      setFailure(
        code === "unauthorized"
          ? t("sign_in.wrong_credentials")
          : code === "rate_limited"
            ? t("errors.rate_limited")
            : t("errors.generic"),
      );
    }
  });

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-4 flex justify-end">
          <LanguageSelect />
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-bold text-brand-700">{t("app.name")}</p>
          <h1 className="mb-6 text-2xl font-bold text-slate-900">{t("sign_in.title")}</h1>
          {params.get("next") && (
            <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("sign_in.session_ended")}
            </p>
          )}
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <FormAlert>{failure}</FormAlert>
            <Field
              label={t("sign_in.email")}
              type="email"
              dir="ltr"
              autoComplete="username"
              error={errors.email?.message}
              {...form.register("email")}
            />
            <Field
              label={t("sign_in.password")}
              type="password"
              dir="ltr"
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register("password")}
            />
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? t("sign_in.signing_in") : t("sign_in.submit")}
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}
