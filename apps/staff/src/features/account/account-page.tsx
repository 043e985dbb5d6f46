import { staffEmailChangeRequestSchema, staffPasswordChangeRequestSchema } from "@dukkan/contracts/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Field, SaveForm, SubmitRow } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { staffApi } from "#staff/lib/api.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { meQuery, useMe } from "#staff/lib/me.ts";
import { queryClient } from "#staff/lib/query-client.ts";
import { useFormSubmit } from "#staff/lib/use-form-submit.ts";

/** The new password typed twice; only the first travels (the server checks the current one). */
const changeSchema = staffPasswordChangeRequestSchema
  .extend({ confirm: staffPasswordChangeRequestSchema.shape.password })
  .refine((value) => value.confirm === value.password, { path: ["confirm"], message: "passwords_differ" });
const fields = ["current_password", "password", "confirm"] as const;

export function AccountPage() {
  const { t } = useI18n();
  const me = useMe();
  return (
    <div>
      <PageHeader title={t("account.title")} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t("account.details")}>
          <dl className="space-y-3">
            <div>
              <dt className="text-sm text-slate-600">{t("staff_users.name")}</dt>
              <dd className="font-bold">{me.name}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("staff_users.email")}</dt>
              <dd className="font-bold">
                <Ltr>{me.email}</Ltr>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("staff_users.role")}</dt>
              <dd className="font-bold">{t(`role.${me.role}`)}</dd>
            </div>
          </dl>
        </Panel>
        <ChangePasswordForm />
        <ChangeEmailForm email={me.email} />
      </div>
    </div>
  );
}

function ChangePasswordForm() {
  const { t } = useI18n();
  const change = useMutation({
    mutationFn: (body: { current_password: string; password: string }) =>
      staffApi("staff/me/password", { method: "POST", body }),
  });
  const form = useForm({
    resolver: zodResolver(changeSchema),
    defaultValues: { current_password: "", password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const { onSubmit, alert, saved } = useFormSubmit(form, fields, async ({ current_password, password }) => {
    await change.mutateAsync({ current_password, password });
    form.reset();
    // The demo-password banner goes with the old password.
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  });

  return (
    <Panel title={t("account.change_password")}>
      <SaveForm onSubmit={onSubmit} alert={alert} className="space-y-4">
        <p className="text-sm text-slate-700">{t("account.change_password_hint")}</p>

        <Field
          label={t("account.current_password")}
          type="password"
          dir="ltr"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register("current_password")}
        />
        <Field
          label={t("staff_users.new_password")}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Field
          label={t("account.confirm_password")}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register("confirm")}
        />
        <SubmitRow
          label={t("account.change_password")}
          busy={isSubmitting}
          savedText={saved && t("account.password_changed")}
        />
      </SaveForm>
    </Panel>
  );
}

/** The e-mail one signs in with, changed after the password (issue 36); the details above follow. */
function ChangeEmailForm({ email }: { email: string }) {
  const { t } = useI18n();
  const change = useMutation({
    mutationFn: (body: { current_password: string; email: string }) =>
      staffApi("staff/me/email", { method: "POST", body }),
  });
  const form = useForm({
    resolver: zodResolver(staffEmailChangeRequestSchema),
    defaultValues: { current_password: "", email },
  });
  const { errors, isSubmitting } = form.formState;
  const { onSubmit, alert, saved } = useFormSubmit(form, ["current_password", "email"], async (values) => {
    await change.mutateAsync(values);
    form.reset({ current_password: "", email: values.email });
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  });

  return (
    <Panel title={t("account.change_email")}>
      <SaveForm onSubmit={onSubmit} alert={alert} className="space-y-4">
        <Field
          label={t("account.new_email")}
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Field
          label={t("account.current_password")}
          type="password"
          dir="ltr"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register("current_password")}
        />
        <SubmitRow
          label={t("account.change_email")}
          busy={isSubmitting}
          savedText={saved && t("account.email_changed")}
        />
      </SaveForm>
    </Panel>
  );
}
