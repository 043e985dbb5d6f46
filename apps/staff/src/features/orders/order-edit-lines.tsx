import type { OrderEntryProduct } from "@dukkan/contracts/order-entry";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { inputClass } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { type DraftLine, quantityOf } from "./order-edit-rules.ts";
import { entryProductsQuery } from "./order-entry-api.ts";
import { EntryCombobox, useDebounced } from "./order-entry-combobox.tsx";

/** The first size with stock of a product (else its first size), to start a new line on. */
function startOf(product: OrderEntryProduct) {
  for (const color of product.colors) {
    const size = color.sizes.find((s) => s.quantity > 0) ?? color.sizes[0];
    if (size) return { productId: product.id, colorId: color.id, sizeId: size.id };
  }
  return null;
}

/** The colour and size of a line, chosen among its product's (stock beside each size). */
function SizeChoice({
  product,
  choice,
  onChoice,
  idPrefix,
}: {
  product: OrderEntryProduct;
  choice: NonNullable<DraftLine["choice"]>;
  onChoice: (choice: NonNullable<DraftLine["choice"]>) => void;
  idPrefix: string;
}) {
  const { t } = useI18n();
  const color = product.colors.find((c) => c.id === choice.colorId) ?? product.colors[0];
  return (
    <div className="flex flex-wrap gap-2">
      <SelectField
        name={`${idPrefix}-color`}
        label={t("order_edits.color")}
        value={String(choice.colorId)}
        onChange={(e) => {
          const next = product.colors.find((c) => c.id === Number(e.target.value));
          const size = next?.sizes.find((s) => s.quantity > 0) ?? next?.sizes[0];
          if (next && size) onChoice({ productId: product.id, colorId: next.id, sizeId: size.id });
        }}
        options={product.colors.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SelectField
        name={`${idPrefix}-size`}
        label={t("order_edits.size")}
        value={String(choice.sizeId)}
        onChange={(e) => onChoice({ ...choice, sizeId: Number(e.target.value) })}
        options={(color?.sizes ?? []).map((s) => ({
          value: String(s.id),
          label: t("order_edits.size_stock", { size: s.size, count: s.quantity }),
        }))}
      />
    </div>
  );
}

/** An existing line's product, read by its code, to offer its other colours and sizes. */
function ReplaceChoice({ line, onChange }: { line: DraftLine; onChange: (line: DraftLine) => void }) {
  const { language } = useI18n();
  const found = useQuery(entryProductsQuery(line.code, language));
  const product = found.data?.find((p) => p.code === line.code);
  if (!product) return null;
  const choice =
    line.choice ??
    (() => {
      for (const color of product.colors) {
        const size = color.sizes.find((s) => s.id === line.was?.sizeId);
        if (size) return { productId: product.id, colorId: color.id, sizeId: size.id };
      }
      return startOf(product);
    })();
  if (!choice) return null;
  return (
    <SizeChoice
      product={product}
      choice={choice}
      onChoice={(next) => onChange({ ...line, choice: next })}
      idPrefix={line.key}
    />
  );
}

/** The lines of the edit form: quantity, remove, another colour or size, and new lines found by code or name. */
export function OrderEditLines({
  lines,
  onLines,
}: {
  lines: DraftLine[];
  onLines: (lines: DraftLine[]) => void;
}) {
  const { t, language } = useI18n();
  const [term, setTerm] = useState("");
  const settled = useDebounced(term.trim());
  const found = useQuery(entryProductsQuery(settled, language));
  const [products, setProducts] = useState(new Map<number, OrderEntryProduct>());
  const [replacing, setReplacing] = useState(new Set<string>());
  const set = (key: string, change: (line: DraftLine) => DraftLine) =>
    onLines(lines.map((l) => (l.key === key ? change(l) : l)));

  function add(product: OrderEntryProduct) {
    const choice = startOf(product);
    if (!choice) return;
    setProducts(new Map(products).set(product.id, product));
    setTerm("");
    onLines([
      ...lines,
      {
        key: `new-${Date.now()}-${product.id}`,
        itemId: null,
        name: product.name,
        code: product.code,
        was: null,
        choice,
        quantity: "1",
      },
    ]);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-bold text-slate-900">{t("order_edits.lines")}</legend>
      <ul className="divide-y divide-slate-100">
        {lines.map((line) => {
          const removed = quantityOf(line.quantity) === 0;
          const product = line.choice ? products.get(line.choice.productId) : undefined;
          return (
            <li key={line.key} className="space-y-2 py-3">
              <div className="flex flex-wrap items-end gap-3">
                <div className="w-full min-w-0 sm:w-auto sm:flex-1">
                  <p className={`font-bold ${removed ? "line-through" : ""}`}>{line.name}</p>
                  <p className="text-sm text-slate-700">
                    <Ltr>{line.code}</Ltr>
                    {line.was?.color ? ` · ${line.was.color}` : ""}
                    {line.was?.size ? ` · ${line.was.size}` : ""}
                    {line.itemId === null ? ` · ${t("order_edits.new_line")}` : ""}
                  </p>
                </div>
                <div className="w-24">
                  <label htmlFor={`${line.key}-qty`} className="block text-xs font-bold text-slate-800">
                    {t("order_edits.quantity")}
                  </label>
                  <input
                    id={`${line.key}-qty`}
                    type="text"
                    inputMode="numeric"
                    dir="ltr"
                    value={line.quantity}
                    onChange={(e) => set(line.key, (l) => ({ ...l, quantity: e.target.value }))}
                    aria-invalid={quantityOf(line.quantity) === null ? true : undefined}
                    className={inputClass}
                  />
                </div>
                {line.itemId !== null && !replacing.has(line.key) && (
                  <Button look="secondary" onClick={() => setReplacing(new Set(replacing).add(line.key))}>
                    {t("order_edits.change_size")}
                  </Button>
                )}
                <Button
                  look="secondary"
                  onClick={() =>
                    line.itemId === null
                      ? onLines(lines.filter((l) => l.key !== line.key))
                      : set(line.key, (l) => ({
                          ...l,
                          quantity: removed ? String(l.was?.quantity ?? 1) : "0",
                        }))
                  }
                >
                  {removed ? t("order_edits.keep_line") : t("order_edits.remove_line")}
                </Button>
              </div>
              {line.itemId !== null && replacing.has(line.key) && (
                <ReplaceChoice line={line} onChange={(next) => set(line.key, () => next)} />
              )}
              {line.itemId === null && product && line.choice && (
                <SizeChoice
                  product={product}
                  choice={line.choice}
                  onChoice={(choice) => set(line.key, (l) => ({ ...l, choice }))}
                  idPrefix={line.key}
                />
              )}
            </li>
          );
        })}
      </ul>
      <EntryCombobox
        label={t("order_edits.add_product")}
        hint={t("order_edits.add_product_hint")}
        term={term}
        onTerm={setTerm}
        options={settled ? (found.data ?? null) : null}
        loading={found.isFetching}
        optionKey={(p) => String(p.id)}
        renderOption={(p) => (
          <span>
            <Ltr>{p.code}</Ltr> · {p.name}
          </span>
        )}
        onPick={add}
      />
    </fieldset>
  );
}
