import { type StaffOwnerSetupRequest, staffOwnerSetupRequestSchema } from "@dukkan/contracts/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLoaderData, useNavigate, useSearchParams } from "react-router";
import { CredentialFields } from "#staff/components/credential-fields.tsx";
import { Field, SaveForm, SubmitRow } from "#staff/components/field.tsx";
import { usePageTitle } from "#staff/components/page.tsx";
import { SignedOutCard } from "#staff/components/signed-out-card.tsx";
import { apiUrl } from "#staff/lib/http.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { meQuery } from "#staff/lib/me.ts";
import { queryClient } from "#staff/lib/query-client.ts";
import { setUpOwner } from "#staff/lib/session.ts";
import { useFormSubmit } from "#staff/lib/use-form-submit.ts";

const fields = ["email", "name", "password"] as const;

interface SetupState {
  open: boolean;
  owner_exists: boolean;
}

/** Whether the link still opens the form (its code, and no owner yet); asked before anything is shown. */
export async function setupLoader({ request }: { request: Request }): Promise<SetupState> {
  const code = new URL(request.url).searchParams.get("code") ?? "";
  const response = await fetch(apiUrl("staff/setup", { code }), { headers: { accept: "application/json" } });
  if (!response.ok) return { open: false, owner_exists: false };
  return ((await response.json()) as { data: SetupState }).data;
}

/**
 * The shop's first owner (issue 36): the page the server's one-time setup link opens while no owner exists.
 * The owner chooses their name, e-mail and password, and is signed in.
 */
export function SetupPage() {
  const { t } = useI18n();
  usePageTitle(t("setup.title"));
  const state = useLoaderData() as SetupState;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm<StaffOwnerSetupRequest>({
    resolver: zodResolver(staffOwnerSetupRequestSchema),
    defaultValues: { email: "", name: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, alert } = useFormSubmit(form, fields, async (values) => {
    const me = await setUpOwner({ ...values, code: params.get("code") ?? "" });
    queryClient.clear();
    queryClient.setQueryData(meQuery.queryKey, me);
    await navigate("/", { replace: true });
  });

  return (
    <SignedOutCard title={t("setup.title")} wide>
      {state.open ? (
        <>
          <p className="mb-6 text-sm text-slate-700">{t("setup.intro")}</p>
          <SaveForm onSubmit={onSubmit} alert={alert} className="space-y-4">
            <Field
              label={t("setup.name")}
              autoComplete="name"
              error={errors.name?.message}
              {...form.register("name")}
            />
            <CredentialFields
              register={form.register}
              errors={errors}
              newPasswordHint={t("setup.password_hint")}
            />
            <SubmitRow label={t("setup.submit")} busy={isSubmitting} />
          </SaveForm>
        </>
      ) : (
        <div className="space-y-4 text-sm text-slate-700">
          <p role="status">{state.owner_exists ? t("setup.done_already") : t("setup.invalid_link")}</p>
          <Link to="/sign-in" className="font-bold text-brand-700 underline">
            {t("sign_in.title")}
          </Link>
        </div>
      )}
    </SignedOutCard>
  );
}
