import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { Field, FormAlert, useErrorText } from "#staff/components/field.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { useMe } from "#staff/features/auth/me.ts";
import { ApiError } from "#staff/lib/api.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Iqd } from "./money.tsx";
import { couriersQuery, useDeskMutation } from "./orders-api.ts";

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.errors[field]?.[0] : undefined;

/** Couriers: who holds which orders and how much cash; the owner and manager add and switch them off. */
export function CouriersPage() {
  const { t } = useI18n();
  const me = useMe();
  const canEdit = me.permissions.includes("orders.settings");
  const { data } = useQuery(couriersQuery);
  const toggle = useDeskMutation((c: { id: number; active: boolean }) => ({
    path: `staff/couriers/${c.id}`,
    method: "PATCH",
    body: { active: c.active },
  }));
  return (
    <div>
      <PageHeader title={t("couriers.title")} />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel>
            {!data ? (
              <Loading />
            ) : data.length === 0 ? (
              <p className="py-6 text-center text-slate-700">{t("couriers.none")}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-start text-sm">
                  <thead>
                    <tr className="border-b border-slate-200">
                      {["name", "phone", "with_courier", "cash", "status"].map((c) => (
                        <th key={c} scope="col" className="whitespace-nowrap px-3 py-2 text-start font-bold">
                          {t(`couriers.col_${c}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((courier) => (
                      <tr key={courier.id} className="border-b border-slate-100">
                        <td className="px-3 py-2 font-bold">{courier.name}</td>
                        <td className="whitespace-nowrap px-3 py-2">
                          <Ltr>{courier.phone}</Ltr>
                        </td>
                        <td className="px-3 py-2">
                          <Count value={courier.with_courier} />
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">
                          <Iqd value={courier.cash_to_settle} />
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">
                          {canEdit ? (
                            <Button
                              look="secondary"
                              onClick={() => toggle.mutate({ id: courier.id, active: !courier.active })}
                            >
                              {courier.active
                                ? t("couriers.deactivate", { name: courier.name })
                                : t("couriers.activate", { name: courier.name })}
                            </Button>
                          ) : courier.active ? (
                            t("couriers.active")
                          ) : (
                            t("couriers.inactive")
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </Panel>
        </div>
        {canEdit && <NewCourier />}
      </div>
    </div>
  );
}

function NewCourier() {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const create = useDeskMutation((body: { name: string; phone: string }) => ({
    path: "staff/couriers",
    method: "POST",
    body,
  }));
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    await create
      .mutateAsync({ name, phone })
      .then(() => {
        setName("");
        setPhone("");
      })
      .catch(() => undefined);
  }
  const unplaced = create.error instanceof ApiError && Object.keys(create.error.errors).length === 0;
  return (
    <Panel title={t("couriers.new")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert>{unplaced ? errorText("generic") : null}</FormAlert>
        <Field
          label={t("couriers.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldError(create.error, "name")}
        />
        <Field
          label={t("couriers.phone")}
          dir="ltr"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={fieldError(create.error, "phone")}
        />
        <Button type="submit" disabled={create.isPending}>
          {t("couriers.add")}
        </Button>
      </form>
    </Panel>
  );
}
