import { renameFields } from "@dukkan/contracts/field-errors";
import { parseIqd } from "@dukkan/contracts/money";
import { staffOrderChannels } from "@dukkan/contracts/order-desk";
import type { OrderEntryProduct } from "@dukkan/contracts/order-entry";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button, buttonClass } from "#staff/components/button.tsx";
import { Field, FormAlert, useErrorText } from "#staff/components/field.tsx";
import { Iqd } from "#staff/components/islands.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { serverFieldErrors } from "#staff/lib/form-errors.ts";
import { ApiError } from "#staff/lib/http.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { languageNames, languages } from "#staff/lib/language.ts";
import { entryGovernoratesQuery, useEnterOrder } from "./order-entry-api.ts";
import { OrderEntryCustomer } from "./order-entry-customer.tsx";
import {
  emptyCustomer,
  lineSize,
  type OrderEntryOutput,
  type OrderEntryValues,
  orderEntryFields,
  orderEntryFormSchema,
  orderTotals,
} from "./order-entry-form.ts";
import { OrderEntryLines } from "./order-entry-lines.tsx";

/**
 * Entering an order taken by phone, WhatsApp, Facebook or in the showroom (issue 38): the customer, the lines,
 * the channel, an optional discount with its reason, and the totals as the server will compute them. "Save"
 * confirms it (its stock is taken); "Save as draft" keeps it while the customer decides (no stock taken).
 * Everything is reachable with Tab, Enter and the arrow keys; Ctrl+S saves.
 */
export function OrderEntryPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const governorates = useQuery(entryGovernoratesQuery(language)).data ?? [];
  const [products, setProducts] = useState(() => new Map<number, OrderEntryProduct>());
  const [discountOn, setDiscountOn] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const enterOrder = useEnterOrder();
  const form = useForm<OrderEntryValues, unknown, OrderEntryOutput>({
    resolver: zodResolver(orderEntryFormSchema),
    defaultValues: {
      customer: { ...emptyCustomer },
      items: [],
      channel: "phone",
      draft: false,
      language: "ar",
    },
  });

  const values = form.watch();
  const governorate = governorates.find(
    (g) => String(g.id) === String(values.customer?.governorate_id ?? ""),
  );
  const lines = (values.items ?? []).flatMap((line) => {
    const chosen = lineSize(products.get(line.product_id), line.color_id, line.size_id);
    return chosen ? [{ unitPrice: chosen.size.unit_price, quantity: Number(line.quantity) }] : [];
  });
  const discountAmount = discountOn ? (values.discount?.amount ?? 0) : 0;
  const totals = orderTotals(
    lines,
    governorate?.delivery_fee ?? 0,
    Number.isFinite(discountAmount) ? discountAmount : 0,
  );

  /** The server's refusal at the fields it names (a short line under its quantity, with what is left). */
  function placeServerErrors(error: unknown): string {
    // Without an answer (offline): said in words, not as the code.
    if (!(error instanceof ApiError)) return t("order_entry.error_generic");
    const short = error.body.lines as { index: number; code: string; available: number }[] | undefined;
    if (error.status === 409 && Array.isArray(short)) {
      for (const line of short) {
        form.setError(`items.${line.index}.quantity`, {
          type: "server",
          message: line.available > 0 ? `left:${line.available}` : "out_of_stock",
        });
      }
      return t("order_entry.error_stock_short");
    }
    let unplaced: string | null = null;
    const errors = renameFields(serverFieldErrors(error), (field) =>
      field === "customer.notes" ? "customer.note" : field,
    );
    for (const [name, code] of Object.entries(errors)) {
      if ((orderEntryFields as readonly string[]).includes(name)) {
        form.setError(name as Path<OrderEntryValues>, { type: "server", message: code });
      } else if (/^items\.\d+$/.test(name)) {
        form.setError(`${name}.quantity` as Path<OrderEntryValues>, { type: "server", message: code });
        unplaced ??= t("order_entry.error_lines");
      } else unplaced ??= errorText(code) ?? null;
    }
    if (Object.keys(errors).length === 0) {
      return error.code === "rate_limited"
        ? (errorText("rate_limited") ?? "")
        : t("order_entry.error_generic");
    }
    return unplaced ?? t("order_entry.error_fields");
  }

  const save = form.handleSubmit(
    async (output) => {
      setAlert(null);
      try {
        const body = { ...output, ...(discountOn ? {} : { discount: undefined }) };
        const { data } = await enterOrder.mutateAsync(body);
        navigate(`/orders/${data.order_number}`, {
          state: { entered: data.status === "draft" ? "draft" : "confirmed" },
        });
      } catch (error) {
        setAlert(placeServerErrors(error));
      }
    },
    () => setAlert(t("order_entry.error_fields")),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // "Save as draft" is the submitter with value "draft"; Ctrl+S and Enter save as confirmed.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    form.setValue("draft", submitter?.value === "draft");
    if (!discountOn) form.unregister("discount");
    void save(event);
  }

  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;

  return (
    <div>
      <PageHeader
        title={t("order_entry.title")}
        actions={
          <Link to="/orders" className={buttonClass("secondary")}>
            {t("order_entry.back")}
          </Link>
        }
      />
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={onSubmit}
          data-shortcut-save
          aria-keyshortcuts="Control+S"
          className="space-y-5"
        >
          <FormAlert>{alert}</FormAlert>
          <OrderEntryCustomer governorates={governorates} />
          <OrderEntryLines
            products={products}
            onProduct={(product) => setProducts((known) => new Map(known).set(product.id, product))}
          />
          <Panel title={t("order_entry.details")}>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t("order_entry.channel")}
                options={staffOrderChannels.map((c) => ({ value: c, label: t(`order_entry.channel_${c}`) }))}
                error={errors.channel?.message}
                {...form.register("channel")}
              />
              <SelectField
                label={t("order_entry.language")}
                options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
                error={errors.language?.message}
                {...form.register("language")}
              />
            </div>
            <div className="mt-4 space-y-3">
              <label className="flex items-center gap-2 font-bold">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={discountOn}
                  onChange={(e) => {
                    setDiscountOn(e.target.checked);
                    if (!e.target.checked) form.unregister("discount");
                  }}
                />
                {t("order_entry.add_discount")}
              </label>
              {discountOn && (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field
                    label={t("order_entry.discount_amount")}
                    inputMode="numeric"
                    dir="ltr"
                    autoComplete="off"
                    error={errors.discount?.amount?.message}
                    {...form.register("discount.amount", {
                      setValueAs: (v) =>
                        typeof v === "number" ? v : (parseIqd(String(v ?? "")) ?? undefined),
                    })}
                  />
                  <Field
                    label={t("order_entry.discount_reason")}
                    autoComplete="off"
                    error={errors.discount?.reason?.message}
                    dir="auto"
                    {...form.register("discount.reason")}
                  />
                </div>
              )}
            </div>
          </Panel>
          <Panel title={t("order_entry.totals")}>
            <dl className="max-w-sm space-y-1" aria-live="polite">
              <TotalRow label={t("order_entry.subtotal")} value={totals.subtotal} />
              <TotalRow label={t("order_entry.delivery_fee")} value={totals.deliveryFee} />
              {discountOn && <TotalRow label={t("order_entry.discount")} value={totals.discount} />}
              <TotalRow label={t("order_entry.total")} value={totals.total} strong />
            </dl>
            <div className="mt-5 flex flex-wrap gap-3">
              <Button type="submit" value="confirmed" disabled={busy}>
                {t("order_entry.save")}
              </Button>
              <Button type="submit" value="draft" look="secondary" disabled={busy}>
                {t("order_entry.save_draft")}
              </Button>
            </div>
          </Panel>
        </form>
      </FormProvider>
    </div>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "border-t border-slate-300 pt-1 text-lg font-bold" : ""}`}
    >
      <dt>{label}</dt>
      <dd>
        <Iqd value={value} />
      </dd>
    </div>
  );
}
