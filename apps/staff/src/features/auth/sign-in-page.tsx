import { type StaffLoginRequest, staffLoginRequestSchema } from "@dukkan/contracts/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { CredentialFields } from "#staff/components/credential-fields.tsx";
import { FormAlert } from "#staff/components/field.tsx";
import { usePageTitle } from "#staff/components/page.tsx";
import { SignedOutCard } from "#staff/components/signed-out-card.tsx";
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
    <SignedOutCard title={t("sign_in.title")}>
      {params.get("next") && (
        <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("sign_in.session_ended")}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert>{failure}</FormAlert>
        <CredentialFields register={form.register} errors={errors} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t("sign_in.signing_in") : t("sign_in.submit")}
        </Button>
      </form>
    </SignedOutCard>
  );
}
