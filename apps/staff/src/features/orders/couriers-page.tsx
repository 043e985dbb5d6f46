import { formatPhone } from "@dukkan/client-kit/phone";
import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import {
  type Courier,
  courierCreateRequestSchema,
  courierUpdateRequestSchema,
} from "@dukkan/contracts/order-desk";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import type { Column } from "#staff/components/data-table.tsx";
import { Field, FormAlert, useErrorText } from "#staff/components/field.tsx";
import { Count, Iqd, Ltr } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { serverFieldErrors, unplacedCode } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { couriersQuery, useDeskMutation } from "./orders-api.ts";
import { TableOrCards } from "./table-or-cards.tsx";

/** Couriers: who holds which orders and how much cash; the owner and manager add and switch them off. */
export function CouriersPage() {
  const { t } = useI18n();
  const me = useMe();
  const canEdit = me.permissions.includes("orders.settings");
  const { data } = useQuery(couriersQuery);
  const [editing, setEditing] = useState<Courier | null>(null);
  const toggle = useDeskMutation((c: { id: number; active: boolean }) => ({
    path: `staff/couriers/${c.id}`,
    method: "PATCH",
    body: { active: c.active },
  }));
  // Short words on the buttons (a name on each wrapped them to three lines); the name is in their accessible name.
  const switchButton = (c: Courier) => (
    <Button
      look="secondary"
      aria-label={t(c.active ? "couriers.deactivate" : "couriers.activate", { name: c.name })}
      onClick={() => toggle.mutate({ id: c.id, active: !c.active })}
      className="whitespace-nowrap"
    >
      {t(c.active ? "couriers.deactivate_short" : "couriers.activate_short")}
    </Button>
  );
  const editButton = (c: Courier) => (
    <Button
      look="secondary"
      aria-label={t("couriers.edit", { name: c.name })}
      onClick={() => setEditing(c)}
      className="whitespace-nowrap"
    >
      {t("couriers.col_edit")}
    </Button>
  );
  const columns: Column<Courier>[] = [
    { id: "name", header: t("couriers.col_name"), cell: (c) => <span className="font-bold">{c.name}</span> },
    { id: "phone", header: t("couriers.col_phone"), cell: (c) => <Ltr>{formatPhone(c.phone)}</Ltr> },
    {
      id: "with_courier",
      header: t("couriers.col_with_courier"),
      numeric: true,
      cell: (c) => <Count value={c.with_courier} />,
    },
    {
      id: "cash",
      header: t("couriers.col_cash"),
      numeric: true,
      cell: (c) => <Iqd value={c.cash_to_settle} />,
    },
    {
      id: "status",
      header: t("couriers.col_status"),
      cell: (c) => (canEdit ? switchButton(c) : t(c.active ? "couriers.active" : "couriers.inactive")),
    },
  ];
  if (canEdit)
    columns.push({
      id: "edit",
      header: t("couriers.col_edit"),
      cell: editButton,
    });
  return (
    <div>
      <PageHeader title={t("couriers.title")} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel>
            <TableOrCards
              caption={t("couriers.title")}
              columns={columns}
              rows={data}
              emptyText={t("couriers.none")}
              card={(c) => (
                <>
                  <p className="flex flex-wrap justify-between gap-x-3">
                    <span className="font-bold">{c.name}</span>
                    <Ltr>{formatPhone(c.phone)}</Ltr>
                  </p>
                  <dl className="mt-2 grid grid-cols-2 gap-2">
                    <div>
                      <dt className="text-slate-700">{t("couriers.col_with_courier")}</dt>
                      <dd className="font-bold">
                        <Count value={c.with_courier} />
                      </dd>
                    </div>
                    <div>
                      <dt className="text-slate-700">{t("couriers.col_cash")}</dt>
                      <dd className="font-bold">
                        <Iqd value={c.cash_to_settle} />
                      </dd>
                    </div>
                  </dl>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    {canEdit ? (
                      <>
                        {switchButton(c)}
                        {editButton(c)}
                      </>
                    ) : (
                      t(c.active ? "couriers.active" : "couriers.inactive")
                    )}
                  </div>
                </>
              )}
            />
          </Panel>
        </div>
        {canEdit && (
          // A new key per courier: the form starts from that courier's values.
          <CourierForm key={editing?.id ?? "new"} courier={editing} onDone={() => setEditing(null)} />
        )}
      </div>
    </div>
  );
}

/** Adds a courier, or with `courier` set changes that courier's name and phone. */
function CourierForm({ courier, onDone }: { courier: Courier | null; onDone: () => void }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const [name, setName] = useState(courier?.name ?? "");
  const [phone, setPhone] = useState(courier ? formatPhone(courier.phone) : "");
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const create = useDeskMutation((body: { name: string; phone: string }) =>
    courier
      ? { path: `staff/couriers/${courier.id}`, method: "PATCH", body }
      : { path: "staff/couriers", method: "POST", body },
  );
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Checked as the server will (its phone rules stay the server's: it stores the number in E.164).
    const schema = courier ? courierUpdateRequestSchema : courierCreateRequestSchema;
    const check = checkWith<unknown>(schema, { name, phone });
    setChecked(check.ok ? {} : check.errors);
    if (!check.ok) return create.reset();
    await create
      .mutateAsync({ name, phone })
      .then(() => {
        setName("");
        setPhone("");
        onDone();
      })
      .catch(() => undefined);
  }
  const errors = Object.keys(checked).length > 0 ? checked : serverFieldErrors(create.error);
  const unplaced = unplacedCode(create.error, errors, ["name", "phone"]);
  return (
    <Panel title={courier ? t("couriers.editing", { name: courier.name }) : t("couriers.new")}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert>{unplaced ? errorText(unplaced) : null}</FormAlert>
        <Field
          label={t("couriers.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <Field
          label={t("couriers.phone")}
          dir="ltr"
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={create.isPending}>
            {courier ? t("common.save") : t("couriers.add")}
          </Button>
          {courier && (
            <Button look="secondary" onClick={onDone}>
              {t("common.cancel")}
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
