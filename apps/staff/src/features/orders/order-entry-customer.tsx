import { formatPhone } from "@dukkan/client-kit/phone";
import type { OrderEntryCustomer as Customer, OrderEntryGovernorate } from "@dukkan/contracts/order-entry";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { Button } from "#staff/components/button.tsx";
import { Field } from "#staff/components/field.tsx";
import { Iqd, Ltr } from "#staff/components/islands.tsx";
import { Panel } from "#staff/components/page.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { entryCustomersQuery } from "./order-entry-api.ts";
import { EntryCombobox, useDebounced } from "./order-entry-combobox.tsx";
import { emptyCustomer, type OrderEntryValues } from "./order-entry-form.ts";

/**
 * Who the order is for: a customer found by name or phone (any digit form: ٠٧٧٠…, ۰۷۷۰…, +964 770…), whose
 * name, phone and last address fill the fields (each can still be changed for this order), or a new customer
 * typed in. The governorate's delivery fee is shown beside it.
 */
export function OrderEntryCustomer({ governorates }: { governorates: OrderEntryGovernorate[] }) {
  const { t } = useI18n();
  const form = useFormContext<OrderEntryValues>();
  const errors = form.formState.errors.customer;
  const [term, setTerm] = useState("");
  const settled = useDebounced(term.trim());
  const found = useQuery(entryCustomersQuery(settled));
  const clientId = form.watch("customer.client_id");
  const governorateId = String(form.watch("customer.governorate_id") ?? "");
  const governorate = governorates.find((g) => String(g.id) === governorateId);
  const [picked, setPicked] = useState<Customer | null>(null);

  function pick(customer: Customer) {
    setPicked(customer);
    setTerm("");
    const fill = {
      client_id: customer.id,
      full_name: customer.full_name,
      phone: formatPhone(customer.phone),
      governorate_id: customer.governorate_id === null ? "" : String(customer.governorate_id),
      city: customer.city ?? "",
      address: customer.address ?? "",
      landmark: customer.landmark ?? "",
      note: "",
    };
    for (const [field, value] of Object.entries(fill)) {
      form.setValue(`customer.${field}` as "customer.full_name", value as string, { shouldValidate: false });
    }
    form.setValue("language", customer.language);
    form.clearErrors("customer");
    // The next thing to check is where it goes: the address fields follow the governorate.
    requestAnimationFrame(() => form.setFocus("customer.address"));
  }

  function forget() {
    setPicked(null);
    form.setValue("customer", { ...emptyCustomer });
    requestAnimationFrame(() => document.getElementById("order-entry-customer-search")?.focus());
  }

  return (
    <Panel title={t("order_entry.customer")}>
      <div className="space-y-4">
        {clientId !== undefined && picked ? (
          <div
            className="flex flex-wrap items-center gap-3 rounded-md border border-brand-600 bg-brand-50 p-3"
            role="status"
          >
            <p>
              {t("order_entry.existing_customer")}: <strong>{picked.full_name}</strong> ·{" "}
              <Ltr>{formatPhone(picked.phone)}</Ltr>
            </p>
            <Button look="secondary" onClick={forget} className="ms-auto">
              {t("order_entry.other_customer")}
            </Button>
          </div>
        ) : (
          <EntryCombobox
            inputId="order-entry-customer-search"
            label={t("order_entry.find_customer")}
            hint={t("order_entry.find_customer_hint")}
            term={term}
            onTerm={setTerm}
            options={settled === "" ? null : (found.data ?? null)}
            loading={found.isFetching}
            optionKey={(c) => String(c.id)}
            onPick={pick}
            renderOption={(c) => (
              <span className="flex flex-wrap justify-between gap-x-3">
                <span className="font-bold">{c.full_name}</span>
                <Ltr>{formatPhone(c.phone)}</Ltr>
              </span>
            )}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("order_entry.full_name")}
            autoComplete="off"
            error={errors?.full_name?.message}
            dir="auto"
            {...form.register("customer.full_name")}
          />
          <Field
            label={t("order_entry.phone")}
            hint={t("order_entry.phone_hint")}
            type="tel"
            dir="ltr"
            autoComplete="off"
            error={errors?.phone?.message}
            {...form.register("customer.phone")}
          />
          <div>
            <SelectField
              label={t("order_entry.governorate")}
              emptyLabel={t("order_entry.choose_governorate")}
              options={governorates.map((g) => ({ value: String(g.id), label: g.name }))}
              error={errors?.governorate_id?.message}
              {...form.register("customer.governorate_id")}
            />
            <p className="mt-1 text-sm text-slate-700" aria-live="polite">
              {governorate && (
                <>
                  {t("order_entry.delivery_fee")}: <Iqd value={governorate.delivery_fee} />
                </>
              )}
            </p>
          </div>
          <Field
            label={t("order_entry.city")}
            autoComplete="off"
            error={errors?.city?.message}
            dir="auto"
            {...form.register("customer.city")}
          />
          <Field
            label={t("order_entry.address")}
            autoComplete="off"
            error={errors?.address?.message}
            dir="auto"
            {...form.register("customer.address")}
          />
          <Field
            label={t("order_entry.landmark")}
            autoComplete="off"
            error={errors?.landmark?.message}
            dir="auto"
            {...form.register("customer.landmark")}
          />
          <div className="sm:col-span-2">
            <Field
              label={t("order_entry.note")}
              autoComplete="off"
              error={errors?.note?.message}
              dir="auto"
              {...form.register("customer.note")}
            />
          </div>
        </div>
      </div>
    </Panel>
  );
}
