import type { Branch } from "@dukkan/contracts";
import { type KeyboardEvent, useRef, useState } from "react";
import { MapEmbed } from "#app/components/ui/map-embed.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { richText } from "#app/components/ui/rich-text.ts";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { directionOf } from "#app/lib/language.ts";
import { HoursTable } from "./hours-table.tsx";
import { ShowroomContact } from "./showroom-contact.tsx";

/**
 * One tab per branch, the first selected (spec §2). ARIA tabs: arrow keys move along the tabs in the
 * reading direction, Home and End jump to the ends.
 */
export function BranchTabs({ branches }: { branches: Branch[] }) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const rtl = directionOf(i18n.language) === "rtl";
  const branch = branches[selected] ?? branches[0];
  if (!branch) return null;

  const focusTab = (index: number) => {
    const next = (index + branches.length) % branches.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    if (event.key === forward) focusTab(selected + 1);
    else if (event.key === back) focusTab(selected - 1);
    else if (event.key === "Home") focusTab(0);
    else if (event.key === "End") focusTab(branches.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={t("branches_title")}
        className="flex flex-wrap gap-2"
        onKeyDown={onKeyDown}
      >
        {branches.map((b, i) => (
          <button
            key={b.id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`branch-tab-${b.id}`}
            aria-selected={i === selected}
            aria-controls={`branch-panel-${b.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className="rounded-full border border-teal-800 px-5 py-2 font-bold text-teal-900 transition hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 aria-selected:bg-teal-800 aria-selected:text-white"
          >
            {b.name}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`branch-panel-${branch.id}`}
        aria-labelledby={`branch-tab-${branch.id}`}
        className="grid gap-6 lg:grid-cols-2"
      >
        <div className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 className="text-xl font-bold text-stone-900">{branch.name}</h2>
          <SafeHtml html={branch.description} className={richText} headingsFrom={3} />
          <HoursTable hours={branch.hours} />
          <ShowroomContact branch={branch} />
        </div>
        <ResponsiveImage
          key={branch.image}
          src={branch.image}
          alt={branch.name}
          width={1200}
          height={500}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="h-[500px] w-full rounded-xl object-cover"
        />
        <div className="lg:col-span-2">
          <MapEmbed
            key={branch.id}
            link={branch.location_link}
            title={t("map_title", { name: branch.name })}
          />
        </div>
      </section>
    </div>
  );
}
