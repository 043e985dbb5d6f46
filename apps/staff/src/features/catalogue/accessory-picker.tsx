import { type Localized, localize } from "@dukkan/contracts/languages";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { inputClass, useErrorText } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { mediaUrl } from "#staff/components/media-upload.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { productsQuery } from "./catalogue-api.ts";

export interface PickedProduct {
  id: number;
  code: string;
  name: Localized;
}

/** Suggestions shown at a time; the list API's search reads Arabic and Kurdish as the storefront does. */
const suggestions = 8;
/** Typing pauses this long before the list is asked. */
const pauseMs = 250;

/**
 * Picks a product by typing part of its name (any language, Arabic letter forms and digits as the storefront
 * reads them) or its code: an ARIA combobox whose options show the image, name and code. Arrow keys move,
 * Enter picks, Escape closes. `exclude`: ids already picked (and the product itself).
 */
export function AccessoryPicker({
  onPick,
  exclude,
  error,
}: {
  onPick: (product: PickedProduct) => void;
  exclude: readonly number[];
  /** A field error code of the product form. */
  error?: string | undefined;
}) {
  const { t, language } = useI18n();
  const errorText = useErrorText()(error);
  const id = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), pauseMs);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useQuery({
    ...productsQuery({ q: query, per_page: suggestions + exclude.length }),
    enabled: query.length > 0,
  });
  const options = query
    ? (data?.data ?? []).filter((p) => !exclude.includes(p.id)).slice(0, suggestions)
    : [];
  const expanded = open && query.length > 0;

  function pick(index: number) {
    const product = options[index];
    if (!product) return;
    onPick({ id: product.id, code: product.code, name: product.name });
    setText("");
    setQuery("");
    setOpen(false);
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length ? (current + step + options.length) % options.length : 0));
    } else if (event.key === "Enter" && expanded) {
      // Enter picks here and never submits the product form.
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const status = !expanded
    ? ""
    : isFetching && options.length === 0
      ? t("accessory.searching")
      : t("accessory.results", { count: options.length });
  return (
    <div className="relative max-w-xl">
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-slate-800">
        {t("accessory.label")}
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && options[active] ? `${id}-${options[active].id}` : undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? `${id}-error` : undefined}
        className={inputClass}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p role="status" className="sr-only">
        {status}
      </p>
      {errorText && (
        <p id={`${id}-error`} className="mt-1 text-sm font-bold text-red-800">
          {errorText}
        </p>
      )}
      {expanded && options.length === 0 && !isFetching && (
        <p className="absolute inset-x-0 z-20 mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg">
          {t("accessory.none")}
        </p>
      )}
      {expanded && options.length > 0 && (
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t("accessory.label")}
          className="absolute inset-x-0 z-20 mt-1 max-h-80 overflow-auto rounded-md border border-slate-300 bg-white shadow-lg"
        >
          {options.map((product, index) => (
            <div
              key={product.id}
              id={`${id}-${product.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Before the input's blur: the pick happens while the list is still there.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(index);
              }}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? "bg-brand-50" : ""}`}
            >
              {product.image ? (
                <img
                  src={mediaUrl(product.image, 320)}
                  alt=""
                  className="size-10 shrink-0 rounded object-cover"
                />
              ) : (
                <span aria-hidden="true" className="size-10 shrink-0 rounded bg-slate-100" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-bold text-slate-900">
                  {localize(product.name, language)}
                </span>
                <span className="block text-sm text-slate-700">
                  <Ltr>{product.code}</Ltr>
                </span>
              </span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
