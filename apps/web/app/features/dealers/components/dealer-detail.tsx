import type { Dealer } from "@dukkan/contracts";
import { MapEmbed } from "#app/components/ui/map-embed.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { richText } from "#app/components/ui/rich-text.ts";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { telHref } from "#app/lib/tel-href.ts";

const linkClass =
  "rounded font-bold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";

/** Spec §2 /DealerDetail: description, logo, link, phone, address, the locations and their maps. */
export function DealerDetail({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[160px_1fr] sm:p-8">
        <ResponsiveImage
          src={dealer.logo}
          alt={t("dealer_logo", { name: dealer.name })}
          width={160}
          height={160}
          sizes="160px"
          priority
          className="size-40 rounded-xl border border-stone-100 object-contain"
        />
        <div className="flex min-w-0 flex-col gap-4">
          <SafeHtml html={dealer.description} className={richText} headingsFrom={2} />
          <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-bold text-stone-900">{t("contact_address")}</dt>
            <dd className="text-stone-700">{dealer.address}</dd>
            {dealer.phone && (
              <>
                <dt className="font-bold text-stone-900">{t("contact_phone")}</dt>
                <dd>
                  <a href={telHref(dealer.phone)} className={linkClass}>
                    <bdi dir="ltr">{dealer.phone}</bdi>
                  </a>
                </dd>
              </>
            )}
            {dealer.link && (
              <>
                <dt className="font-bold text-stone-900">{t("dealer_link")}</dt>
                <dd className="min-w-0 break-all">
                  <a href={dealer.link} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    <bdi dir="ltr">{dealer.link.replace(/^https?:\/\/(www\.)?/, "")}</bdi>
                  </a>
                </dd>
              </>
            )}
          </dl>
        </div>
      </div>
      <section aria-labelledby="dealer-locations" className="flex flex-col gap-4">
        <h2 id="dealer-locations" className="text-xl font-bold text-stone-900">
          {t("dealer_locations")}
        </h2>
        {dealer.dealer_locations.length === 0 ? (
          <p className="text-stone-600">{t("dealer_no_locations")}</p>
        ) : (
          <ul className="grid gap-6 lg:grid-cols-2">
            {dealer.dealer_locations.map((location) => (
              <li key={location.id} className="flex flex-col gap-2">
                <h3 className="font-bold text-stone-900">{location.name}</h3>
                <MapEmbed
                  link={location.link}
                  title={t("map_title", { name: `${dealer.name} — ${location.name}` })}
                  className="h-80"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
