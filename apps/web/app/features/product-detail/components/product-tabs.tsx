import type { ProductDetail } from "@dukkan/contracts";
import { type KeyboardEvent, useId, useState } from "react";
import { richText } from "#app/components/ui/rich-text.ts";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

const tabs = ["aboutProduct", "specifications"] as const;
type Tab = (typeof tabs)[number];

/** Spec §2: tabs aboutProduct (the default) and specifications, with the ARIA tabs keyboard pattern. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [active, setActive] = useState<Tab>("aboutProduct");

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const backward = rtl ? "ArrowRight" : "ArrowLeft";
    if (![forward, backward, "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const index = tabs.indexOf(active);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? tabs.length - 1
          : (index + (event.key === forward ? 1 : tabs.length - 1)) % tabs.length;
    const tab = tabs[next] as Tab;
    setActive(tab);
    document.getElementById(`${id}-${tab}-tab`)?.focus();
  }

  return (
    <section className="flex flex-col" aria-label={t("product_details")}>
      <div role="tablist" className="flex gap-1 border-b border-stone-200">
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-bold focus-visible:outline-2 focus-visible:outline-teal-700 ${
              active === tab
                ? "border-teal-700 text-teal-900"
                : "border-transparent text-stone-600 hover:text-stone-900"
            }`}
          >
            {t(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-aboutProduct-panel`}
        aria-labelledby={`${id}-aboutProduct-tab`}
        hidden={active !== "aboutProduct"}
        className="flex flex-col gap-4 py-5"
      >
        <SafeHtml html={product.description} className={richText} headingsFrom={2} />
        {product.about_products.length > 0 && (
          <ul className="flex flex-col gap-2">
            {product.about_products.map((item) => (
              <li key={item.id} className="flex items-start gap-2 text-stone-700">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-teal-700" />
                {item.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div
        role="tabpanel"
        id={`${id}-specifications-panel`}
        aria-labelledby={`${id}-specifications-tab`}
        hidden={active !== "specifications"}
        className="flex flex-col gap-4 py-5"
      >
        {product.specifications.length > 0 && (
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {product.specifications.map((item) => (
              <li key={item.id} className="px-4 py-2.5 text-stone-700">
                {item.name}
              </li>
            ))}
          </ul>
        )}
        {product.detail && <SafeHtml html={product.detail} className={richText} headingsFrom={2} />}
      </div>
    </section>
  );
}
