import { formatShopMoney } from "@dukkan/client-kit/money";
import type { City, ClientRecord, ProfileUpdateRequest } from "@dukkan/contracts/accounts";
import type { Order } from "@dukkan/contracts/orders";
import { shopDay } from "@dukkan/contracts/shop-days";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormStatus, primaryButtonClass, TextField } from "#app/components/ui/form-field.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { auth } from "#app/lib/auth.ts";
import { type FieldErrorMap, focusFirstError, serverFieldErrors } from "#app/lib/form-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
import { notify } from "#app/lib/toast.tsx";
import { changePassword, listOrders, updateProfile } from "../account-api.ts";
import { checkAccountForm, preloadAccountSchemas } from "../account-schemas.ts";
import { formValues, ProfileFields } from "./account-fields.tsx";

/** Dashboard (the default tab): a greeting and the client's orders, once the orders API exists (issue 10). */
export function DashboardPanel({ user }: { user: ClientRecord | null }) {
  const { t, i18n } = useTranslation();
  const [orders, setOrders] = useState<Order[] | null | "loading" | "error">("loading");
  useEffect(() => {
    let active = true;
    listOrders(i18n.language as Language)
      .then((list) => active && setOrders(list))
      .catch((error: unknown) => {
        console.warn("orders", error);
        if (active) setOrders("error");
      });
    return () => {
      active = false;
    };
  }, [i18n.language]);

  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg">{t("dashboard_hello", { name: user?.full_name ?? "" })}</p>
      <section aria-labelledby="orders-title" className="flex flex-col gap-3">
        <h3 id="orders-title" className="text-lg font-bold">
          {t("my_orders")}
        </h3>
        {orders === "loading" ? (
          <p role="status" className="text-stone-600">
            {t("loading")}
          </p>
        ) : orders === "error" ? (
          <StatusMessage kind="error">{t("Error loading data")}</StatusMessage>
        ) : orders === null ? (
          <StatusMessage kind="empty">{t("orders_not_available")}</StatusMessage>
        ) : orders.length === 0 ? (
          <StatusMessage kind="empty">{t("no_orders_yet")}</StatusMessage>
        ) : (
          <ul
            className="divide-y divide-stone-200 rounded-xl border border-stone-200"
            data-testid="orders-list"
          >
            {orders.map((order) => (
              <li
                key={order.order_number}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
              >
                <span className="font-bold">
                  <bdi dir="ltr">{order.order_number}</bdi>
                </span>
                <span className="text-sm text-stone-600">
                  <bdi dir="ltr">{shopDay(new Date(order.created_at))}</bdi>
                </span>
                <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-sm">
                  {t(`status_${order.status}`)}
                </span>
                <bdi dir="ltr" className="font-bold">
                  {formatShopMoney(order.total)}
                </bdi>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const profileFieldOrder = ["full_name", "phone", "email", "city_id", "born_date", "gender"];
const passwordFieldOrder = ["current_password", "password", "password_confirmation"];

/** Account: the profile form (spec §5: the first server message per field, password excluded). */
export function AccountPanel({ user, cities }: { user: ClientRecord | null; cities: City[] }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    setErrors({});
    setSaved(false);
    setSaving(true);
    const values = formValues(event.currentTarget) as unknown as ProfileUpdateRequest;
    const shown = (fieldErrors: FieldErrorMap) => {
      setErrors(fieldErrors);
      focusFirstError(
        formRef.current,
        profileFieldOrder.filter((f) => f in fieldErrors),
      );
    };
    const invalid = await checkAccountForm((s) => s.profileUpdateRequestSchema, values, t);
    if (invalid) {
      shown(invalid);
      setSaving(false);
      return;
    }
    try {
      const updated = await updateProfile(user.id, values);
      auth.setUser(updated);
      setSaved(true);
      void notify("success", t("Profile updated successfully!"));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, t);
      if (fieldErrors) shown(fieldErrors);
      else console.warn("profile", error);
      void notify("error", t("Failed to update profile"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadAccountSchemas}
      onInput={(event) => {
        const name = (event.target as unknown as { name?: string }).name ?? "";
        if (name in errors) setErrors(({ [name]: _, ...rest }) => rest);
      }}
      className="grid gap-4 sm:grid-cols-2"
      data-testid="account-form"
      // A new record (after the fresh read) re-renders the fields with its values.
      key={user ? JSON.stringify(user) : "none"}
    >
      <ProfileFields values={user ?? undefined} errors={errors} cities={cities} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        {Object.keys(errors).length > 0 && <FormStatus kind="error">{t("form_has_errors")}</FormStatus>}
        {saved && <FormStatus kind="success">{t("Profile updated successfully!")}</FormStatus>}
        <button type="submit" className={primaryButtonClass} disabled={saving || !user}>
          {saving ? t("saving") : t("save_changes")}
        </button>
      </div>
    </form>
  );
}

/** Password: a real change that checks the current password (DESIGN "Spec quirks"). */
export function PasswordPanel({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(form);
    setErrors({});
    setSaved(false);
    const body = { current_password: values.current_password ?? "", password: values.password ?? "" };
    const shown = (fieldErrors: FieldErrorMap) => {
      setErrors(fieldErrors);
      focusFirstError(
        formRef.current,
        passwordFieldOrder.filter((f) => f in fieldErrors),
      );
    };
    const invalid = {
      ...(await checkAccountForm((s) => s.passwordChangeRequestSchema, body, t)),
      // The one rule of the browser alone: the server never sees the confirmation.
      ...(values.password !== values.password_confirmation
        ? { password_confirmation: t("passwords_do_not_match") }
        : {}),
    };
    if (Object.keys(invalid).length > 0) return shown(invalid);
    setSaving(true);
    try {
      const token = await changePassword(clientId, body);
      auth.setToken(token);
      form.reset();
      setSaved(true);
      void notify("success", t("password_updated"));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, t);
      if (fieldErrors) shown(fieldErrors);
      else console.warn("password", error);
      void notify("error", t("Failed to update password"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadAccountSchemas}
      className="flex max-w-md flex-col gap-4"
      data-testid="password-form"
    >
      <TextField
        label={t("current_password")}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password}
      />
      <TextField
        label={t("new_password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={t("password_hint")}
        error={errors.password}
      />
      <TextField
        label={t("confirm_password")}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password_confirmation}
      />
      {Object.keys(errors).length > 0 && <FormStatus kind="error">{t("form_has_errors")}</FormStatus>}
      {saved && <FormStatus kind="success">{t("password_updated")}</FormStatus>}
      <button type="submit" className={primaryButtonClass} disabled={saving}>
        {saving ? t("saving") : t("update_password")}
      </button>
    </form>
  );
}
