import { staffUserCreateRequestSchema } from "@dukkan/contracts/staff";
import { zodResolver } from "@hookform/resolvers/zod";
import { useController, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Field, SaveForm, SubmitRow } from "#staff/components/field.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useFormSubmit } from "#staff/lib/use-form-submit.ts";
import { RoleFields, roleFieldsProps } from "./role-fields.tsx";
import { useCreateStaffUser } from "./staff-users-api.ts";

const fields = ["email", "name", "role", "languages", "password"] as const;

/** A new staff account with its role; the owner tells the person their first password. */
export function StaffUserCreatePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const create = useCreateStaffUser();
  const form = useForm({
    resolver: zodResolver(staffUserCreateRequestSchema),
    defaultValues: { email: "", name: "", role: "order_agent", languages: [], password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const roleField = useController({ control: form.control, name: "role" });
  const languagesField = useController({ control: form.control, name: "languages" });

  const { onSubmit, alert } = useFormSubmit(form, fields, async (values) => {
    const { data } = await create.mutateAsync(values);
    await navigate(`/staff-users/${data.id}`, { state: { created: true } });
  });

  return (
    <div>
      <PageHeader title={t("staff_users.new")} />
      <Panel>
        <SaveForm onSubmit={onSubmit} alert={alert} className="max-w-xl space-y-5">
          <Field
            label={t("staff_users.name")}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register("name")}
          />
          <Field
            label={t("staff_users.email")}
            type="email"
            dir="ltr"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <RoleFields {...roleFieldsProps(roleField, languagesField)} />
          <Field
            label={t("staff_users.first_password")}
            type="password"
            dir="ltr"
            autoComplete="new-password"
            hint={t("staff_users.first_password_hint")}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <SubmitRow label={t("staff_users.create")} busy={isSubmitting} />
        </SaveForm>
      </Panel>
    </div>
  );
}
