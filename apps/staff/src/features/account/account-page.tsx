import { staffPasswordChangeRequestSchema } from "@dukkan/contracts/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#staff/components/button.tsx";
import { Field, FormAlert, useErrorText } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { useMe } from "#staff/features/auth/me.ts";
import { staffApi } from "#staff/lib/api.ts";
import { applyServerErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";

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
      </div>
    </div>
  );
}

function ChangePasswordForm() {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = useMutation({
    mutationFn: (body: { current_password: string; password: string }) =>
      staffApi("staff/me/password", { method: "POST", body }),
  });
  const form = useForm({
    resolver: zodResolver(changeSchema),
    defaultValues: { current_password: "", password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current_password, password }) => {
    setAlert(null);
    setSaved(false);
    try {
      await change.mutateAsync({ current_password, password });
      form.reset();
      setSaved(true);
    } catch (error) {
      setAlert(errorText(applyServerErrors(error, form.setError, fields) ?? undefined) ?? null);
    }
  });

  return (
    <Panel title={t("account.change_password")}>
      <form
        noValidate
        onSubmit={onSubmit}
        data-shortcut-save
        aria-keyshortcuts="Control+S"
        className="space-y-4"
      >
        <p className="text-sm text-slate-700">{t("account.change_password_hint")}</p>
        <FormAlert>{alert}</FormAlert>
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
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {t("account.change_password")}
          </Button>
          {saved && (
            <span role="status" className="font-bold text-green-800">
              {t("account.password_changed")}
            </span>
          )}
        </div>
      </form>
    </Panel>
  );
}
