import { type StaffUser, staffPasswordSchema, staffUserRoleFormSchema } from "@dukkan/contracts/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { useLocation, useParams } from "react-router";
import { z } from "zod";
import { Button } from "#staff/components/button.tsx";
import { ConfirmDialog } from "#staff/components/confirm-dialog.tsx";
import { Field, FormAlert, SaveForm, SubmitRow, useErrorText } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { applyServerErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { useFormSubmit } from "#staff/lib/use-form-submit.ts";
import { RoleFields, roleFieldsProps } from "./role-fields.tsx";
import { staffUserQuery, useUpdateStaffUser } from "./staff-users-api.ts";

/** One account: name, role and languages; a password reset; disabling (its sessions end at once). */
export function StaffUserEditPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const { data: user } = useSuspenseQuery(staffUserQuery(id));
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  return (
    <div>
      <PageHeader title={user.name} />
      <p className="-mt-4 mb-6 text-slate-700">
        <Ltr>{user.email}</Ltr> · {t(`role.${user.role}`)} ·{" "}
        {user.active ? t("staff_users.active") : t("staff_users.disabled")}
      </p>
      {created && (
        <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 font-bold text-green-900">
          {t("staff_users.created")}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <RoleForm key={user.id} user={user} />
        <div className="space-y-6">
          <ResetPasswordForm user={user} />
          <ActiveSwitch user={user} />
        </div>
      </div>
    </div>
  );
}

function RoleForm({ user }: { user: StaffUser }) {
  const { t } = useI18n();
  const update = useUpdateStaffUser(user.id);
  const form = useForm({
    resolver: zodResolver(staffUserRoleFormSchema),
    defaultValues: { email: user.email, name: user.name, role: user.role, languages: user.languages },
  });
  const roleField = useController({ control: form.control, name: "role" });
  const languagesField = useController({ control: form.control, name: "languages" });
  const { onSubmit, alert, saved } = useFormSubmit(form, ["email", "name", "role", "languages"], (values) =>
    update.mutateAsync(values),
  );

  return (
    <Panel title={t("staff_users.role_and_name")}>
      <SaveForm onSubmit={onSubmit} alert={alert} className="space-y-5">
        <Field
          label={t("staff_users.name")}
          error={form.formState.errors.name?.message}
          {...form.register("name")}
        />
        <Field
          label={t("staff_users.email")}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <RoleFields {...roleFieldsProps(roleField, languagesField)} />
        <SubmitRow
          label={t("common.save")}
          busy={form.formState.isSubmitting}
          savedText={saved && t("common.saved")}
        />
      </SaveForm>
    </Panel>
  );
}

const resetSchema = z.object({ password: staffPasswordSchema });

function ResetPasswordForm({ user }: { user: StaffUser }) {
  const { t } = useI18n();
  const update = useUpdateStaffUser(user.id);
  const form = useForm({ resolver: zodResolver(resetSchema), defaultValues: { password: "" } });
  const { onSubmit, alert, saved } = useFormSubmit(form, ["password"], async ({ password }) => {
    await update.mutateAsync({ password });
    form.reset();
  });

  return (
    <Panel title={t("staff_users.reset_password")}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-700">{t("staff_users.reset_password_hint")}</p>
        <FormAlert>{alert}</FormAlert>
        <Field
          label={t("staff_users.new_password")}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
        <SubmitRow
          look="secondary"
          label={t("staff_users.reset_password")}
          busy={form.formState.isSubmitting}
          savedText={saved && t("staff_users.password_reset_done")}
        />
      </form>
    </Panel>
  );
}

function ActiveSwitch({ user }: { user: StaffUser }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const me = useMe();
  const update = useUpdateStaffUser(user.id);
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function setActive(active: boolean) {
    setAlert(null);
    try {
      await update.mutateAsync({ active });
    } catch (error) {
      // `last_owner` has no field on this panel: it becomes the panel's message.
      setAlert(errorText(applyServerErrors(error, () => undefined, []) ?? undefined) ?? null);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Panel title={user.active ? t("staff_users.disable") : t("staff_users.enable")}>
      <p className="mb-4 text-sm text-slate-700">
        {user.active ? t("staff_users.disable_hint") : t("staff_users.enable_hint")}
      </p>
      <FormAlert>{alert}</FormAlert>
      {user.active ? (
        <Button look="danger" onClick={() => setConfirming(true)} disabled={user.id === me.id}>
          {t("staff_users.disable")}
        </Button>
      ) : (
        <Button look="secondary" onClick={() => setActive(true)} disabled={update.isPending}>
          {t("staff_users.enable")}
        </Button>
      )}
      {user.id === me.id && (
        <p className="mt-2 text-sm text-slate-700">{t("staff_users.cannot_disable_self")}</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("staff_users.disable_confirm_title", { name: user.name })}
        description={t("staff_users.disable_hint")}
        confirmLabel={t("staff_users.disable")}
        onConfirm={() => setActive(false)}
        busy={update.isPending}
      />
    </Panel>
  );
}
