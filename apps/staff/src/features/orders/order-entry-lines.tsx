import { westernDigits } from "@dukkan/contracts/money";
import type { OrderEntryProduct } from "@dukkan/contracts/order-entry";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "#staff/components/button.tsx";
import { Field, useErrorText } from "#staff/components/field.tsx";
import { Iqd, Ltr } from "#staff/components/islands.tsx";
import { Panel } from "#staff/components/page.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { formatCount, isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { entryProductsQuery } from "./order-entry-api.ts";
import { EntryCombobox, useDebounced } from "./order-entry-combobox.tsx";
import { firstSize, lineSize, type OrderEntryValues } from "./order-entry-form.ts";

/** A quantity typed in any digits (٣, ۳, 3); anything else is NaN, which the form's schema refuses. */
const quantityOf = (value: unknown) => {
  if (typeof value === "number") return value;
  const plain = westernDigits(String(value ?? "")).trim();
  return /^\d{1,4}$/.test(plain) ? Number(plain) : Number.NaN;
};

/**
 * The order's lines: products found by code or name (the storefront's search), each line with its colour,
 * size (with the stock of each), quantity, line total and what stays on the shelf after it.
 */
export function OrderEntryLines({
  products,
  onProduct,
}: {
  products: Map<number, OrderEntryProduct>;
  onProduct: (product: OrderEntryProduct) => void;
}) {
  const { t, language } = useI18n();
  const form = useFormContext<OrderEntryValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "items" });
  const items = form.watch("items");
  const [term, setTerm] = useState("");
  const settled = useDebounced(term.trim());
  const found = useQuery(entryProductsQuery(settled, language));
  const itemsError = form.formState.errors.items;
  const listError = itemsError?.message ?? itemsError?.root?.message;
  const errorText = useErrorText();

  function add(product: OrderEntryProduct) {
    const start = firstSize(product);
    if (!start) return;
    onProduct(product);
    setTerm("");
    append({ product_id: product.id, color_id: start.color.id, size_id: start.size.id, quantity: 1 });
    form.clearErrors("items");
    const index = fields.length;
    requestAnimationFrame(() => form.setFocus(`items.${index}.color_id`));
  }

  return (
    <Panel title={t("order_entry.lines")}>
      <div className="space-y-4">
        <EntryCombobox
          inputId="order-entry-product-search"
          label={t("order_entry.find_product")}
          hint={t("order_entry.find_product_hint")}
          term={term}
          onTerm={setTerm}
          options={settled === "" ? null : (found.data ?? null)}
          loading={found.isFetching}
          optionKey={(p) => String(p.id)}
          onPick={add}
          invalid={!!listError}
          describedBy={listError ? "order-entry-lines-error" : undefined}
          renderOption={(p) => {
            const stock = p.colors.reduce((n, c) => n + c.sizes.reduce((m, s) => m + s.quantity, 0), 0);
            return (
              <span className="flex flex-wrap justify-between gap-x-3">
                <span>
                  <span className="font-bold">{p.name}</span> · <Ltr>{p.code}</Ltr>
                </span>
                <span>{t("order_entry.in_stock", { count: isolatedCount(stock) })}</span>
              </span>
            );
          }}
        />
        {listError && (
          <p id="order-entry-lines-error" className="text-sm font-bold text-red-700">
            {t("order_entry.no_lines")}
          </p>
        )}
        {fields.length === 0 ? (
          <p className="text-slate-700">{t("order_entry.no_lines_yet")}</p>
        ) : (
          <ol className="space-y-3">
            {fields.map((field, index) => {
              const line = items[index];
              const product = line ? products.get(line.product_id) : undefined;
              if (!line || !product) return null;
              const chosen = lineSize(product, line.color_id, line.size_id);
              const quantity = quantityOf(line.quantity);
              const left = chosen ? chosen.size.quantity - (Number.isFinite(quantity) ? quantity : 0) : 0;
              const serverError = form.formState.errors.items?.[index]?.quantity?.message;
              const quantityError = !serverError
                ? undefined
                : serverError.startsWith("left:")
                  ? t("order_entry.only_left", { count: isolatedCount(Number(serverError.slice(5))) })
                  : serverError === "out_of_stock"
                    ? t("order_entry.out_of_stock")
                    : errorText(
                        ["invalid_item", "insufficient_stock"].includes(serverError)
                          ? serverError
                          : "invalid_quantity",
                      );
              const errorId = `order-entry-line-${field.id}-error`;
              const color = product.colors.find((c) => c.id === line.color_id);
              return (
                <li key={field.id} className="rounded-md border border-slate-300 p-3">
                  <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="font-bold">
                      {product.name} ·{" "}
                      <span className="whitespace-nowrap">
                        <Ltr>{product.code}</Ltr>
                      </span>
                    </h3>
                    <Button
                      look="secondary"
                      className="ms-auto"
                      aria-label={t("order_entry.remove_line", { name: product.name })}
                      onClick={() => {
                        remove(index);
                        requestAnimationFrame(() =>
                          document.getElementById("order-entry-product-search")?.focus(),
                        );
                      }}
                    >
                      {t("order_entry.remove")}
                    </Button>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <SelectField
                      label={t("order_entry.color")}
                      options={product.colors.map((c) => ({ value: String(c.id), label: c.name }))}
                      {...form.register(`items.${index}.color_id`, {
                        setValueAs: Number,
                        onChange: (event) => {
                          const next = product.colors.find((c) => c.id === Number(event.target.value));
                          const size = next?.sizes.find((s) => s.quantity > 0) ?? next?.sizes[0];
                          if (size) form.setValue(`items.${index}.size_id`, size.id);
                        },
                      })}
                    />
                    <SelectField
                      label={t("order_entry.size")}
                      options={(color?.sizes ?? []).map((s) => ({
                        value: String(s.id),
                        label: t("order_entry.size_option", {
                          size: s.size,
                          count: isolatedCount(s.quantity),
                        }),
                      }))}
                      {...form.register(`items.${index}.size_id`, { setValueAs: Number })}
                    />
                    <Field
                      label={t("order_entry.quantity")}
                      inputMode="numeric"
                      dir="ltr"
                      autoComplete="off"
                      aria-invalid={quantityError ? true : undefined}
                      aria-describedby={quantityError ? errorId : undefined}
                      {...form.register(`items.${index}.quantity`, { setValueAs: quantityOf })}
                    />
                  </div>
                  {quantityError && (
                    <p id={errorId} className="mt-1 text-sm font-bold text-red-700">
                      {quantityError}
                    </p>
                  )}
                  <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
                    <div className="flex gap-1">
                      <dt>{t("order_entry.unit_price")}:</dt>
                      <dd>{chosen && <Iqd value={chosen.size.unit_price} />}</dd>
                    </div>
                    <div className="flex gap-1 font-bold">
                      <dt>{t("order_entry.line_total")}:</dt>
                      <dd>
                        {chosen && (
                          <Iqd value={chosen.size.unit_price * (Number.isFinite(quantity) ? quantity : 0)} />
                        )}
                      </dd>
                    </div>
                    <div className={`flex gap-1 ${left < 0 ? "font-bold text-red-700" : ""}`}>
                      <dt>{t("order_entry.left_after")}:</dt>
                      <dd>
                        <bdi dir="ltr">{formatCount(left)}</bdi>
                      </dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </Panel>
  );
}
