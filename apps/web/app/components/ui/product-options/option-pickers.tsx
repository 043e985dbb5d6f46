import type { ColorSize, ProductColor } from "@dukkan/contracts";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "#app/lib/i18n.tsx";

/** Spec §2: one swatch per product colour; the chosen one is checked. A native radio group: arrow keys move. */
export function ColorPicker({
  colors,
  nameOf,
  value,
  onChange,
}: {
  colors: ProductColor[];
  nameOf(color: ProductColor): string;
  value: number | null;
  onChange(colorId: number): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  if (colors.length === 0) return null;
  const selected = colors.find((c) => c.id === value);
  return (
    <fieldset className="flex flex-col gap-2" data-testid="color-picker">
      <legend className="mb-2 text-sm font-bold text-stone-900">
        {t("color")}
        {selected && <span className="ms-2 font-normal text-stone-600">{nameOf(selected)}</span>}
      </legend>
      <div className="flex flex-wrap gap-2">
        {colors.map((color) => (
          <label
            key={color.id}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white py-1 ps-1 pe-3 text-sm has-checked:border-teal-700 has-checked:ring-2 has-checked:ring-teal-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700"
          >
            <input
              type="radio"
              name={name}
              value={color.id}
              checked={color.id === value}
              onChange={() => onChange(color.id)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="h-6 w-6 rounded-full border border-stone-300"
              style={{ backgroundColor: color.hex }}
            />
            {nameOf(color)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The chosen colour's sizes; sold-out ones are shown but cannot be chosen. */
export function SizePicker({
  sizes,
  value,
  onChange,
}: {
  sizes: ColorSize[];
  value: number | null;
  onChange(sizeId: number): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  if (sizes.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="size-picker">
      <legend className="mb-2 text-sm font-bold text-stone-900">{t("size")}</legend>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => {
          const soldOut = size.quantity <= 0;
          return (
            <label
              key={size.id}
              className={`rounded-lg border px-3 py-1.5 text-sm has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700 ${
                soldOut
                  ? "cursor-not-allowed border-stone-200 bg-stone-100 text-stone-500 line-through"
                  : "cursor-pointer border-stone-300 bg-white text-stone-800 hover:border-teal-700"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={size.id}
                checked={size.id === value}
                disabled={soldOut}
                onChange={() => onChange(size.id)}
                className="sr-only"
              />
              <bdi dir="ltr">{size.size}</bdi>
              {soldOut && <span className="sr-only"> ({t("out_of_stock")})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Quantity with - and + buttons. Typed values are applied on blur or Enter, so a half-typed number is not
 * clamped under the customer's fingers; the parent clamps (spec §5) and reports an excess.
 */
export function QuantityInput({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange(requested: number): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const parsed = Number.parseInt(draft, 10);
    onChange(Number.isNaN(parsed) ? 1 : parsed);
    setDraft(String(value));
  };
  const button =
    "flex h-10 w-10 items-center justify-center text-lg font-bold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-40";
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-bold text-stone-900">
        {t("quantity")}
      </label>
      <div
        dir="ltr"
        className="flex w-fit items-center overflow-hidden rounded-lg border border-stone-300 bg-white"
      >
        <button
          type="button"
          className={button}
          onClick={() => onChange(value - 1)}
          disabled={value <= 1}
          aria-label={t("decrease_quantity")}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(max, 1)}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              commit();
            }
          }}
          className="h-10 w-16 border-x border-stone-300 text-center [appearance:textfield] focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          onClick={() => onChange(value + 1)}
          aria-label={t("increase_quantity")}
        >
          +
        </button>
      </div>
    </div>
  );
}
