import type { Advert } from "@dukkan/contracts";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

/** The post page's vertical advert: the first one, or no_advertisement, or the load failure. */
export function VerticalAdvert({ adverts }: { adverts: Advert[] | null }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (adverts === null)
    return <StatusMessage kind="error">{t("Error loading advertisements")}</StatusMessage>;
  const advert = adverts[0];
  if (!advert) return <StatusMessage kind="empty">{t("no_advertisement")}</StatusMessage>;
  const image = (
    <ResponsiveImage
      src={advert.image}
      alt={advert.text || t("advert_alt")}
      width={400}
      height={800}
      sizes="(min-width: 1024px) 300px, 100vw"
      className="h-auto w-full rounded-xl object-cover"
    />
  );
  if (!advert.link) return image;
  const external = /^https?:\/\//.test(advert.link);
  const className =
    "block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";
  return external ? (
    <a href={advert.link} className={className} rel="noopener noreferrer" target="_blank">
      {image}
    </a>
  ) : (
    <Link to={localize(advert.link)} className={className}>
      {image}
    </Link>
  );
}
