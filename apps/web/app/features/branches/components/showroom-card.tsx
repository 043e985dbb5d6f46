import type { Branch } from "@dukkan/contracts";
import { MapEmbed } from "#app/components/ui/map-embed.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { HoursTable } from "./hours-table.tsx";
import { ShowroomContact } from "./showroom-contact.tsx";

/** A showroom on the contact page: name, address, phones, e-mail, hours and map. */
export function ShowroomCard({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  return (
    <article
      id={`branch-${branch.id}`}
      aria-labelledby={`showroom-${branch.id}`}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 id={`showroom-${branch.id}`} className="text-lg font-bold text-stone-900">
        {branch.name}
      </h3>
      <ShowroomContact branch={branch} />
      <HoursTable hours={branch.hours} />
      <MapEmbed link={branch.location_link} title={t("map_title", { name: branch.name })} className="h-72" />
    </article>
  );
}
