import type { Advert } from "@dukkan/contracts";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

/**
 * /Products' vertical advert sidebar: the vertical adverts, each linking where it says; null when they failed
 * to load ('Error loading advertisements').
 */
export function AdvertSidebar({ adverts }: { adverts: Advert[] | null }) {
  const { t } = useTranslation();
  if (adverts === null) {
    return (
      <aside aria-label={t("advertisements")} data-testid="advert-sidebar">
        <StatusMessage kind="error">{t("Error loading advertisements")}</StatusMessage>
      </aside>
    );
  }
  if (adverts.length === 0) return null;
  return (
    <aside aria-label={t("advertisements")} className="flex flex-col gap-4" data-testid="advert-sidebar">
      {adverts.slice(0, 2).map((advert) => (
        <AdvertLink key={advert.id} advert={advert} />
      ))}
    </aside>
  );
}

function AdvertLink({ advert }: { advert: Advert }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const image = (
    <ResponsiveImage
      src={advert.image}
      alt={advert.text || t("advertisement")}
      width={400}
      height={800}
      sizes="(min-width: 1024px) 260px, 100vw"
      className="h-auto w-full rounded-xl object-cover"
    />
  );
  if (!advert.link) return <div>{image}</div>;
  const className =
    "block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";
  return /^https?:\/\//.test(advert.link) ? (
    <a href={advert.link} className={className} rel="noopener noreferrer" target="_blank">
      {image}
    </a>
  ) : (
    <Link to={localize(advert.link)} className={className}>
      {image}
    </Link>
  );
}
