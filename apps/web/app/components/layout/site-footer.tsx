import { contentPages, footerContentPages } from "@dukkan/contracts/content-kinds";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { type FrameData, telLink } from "#app/lib/frame-data.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

const headingClass = "mb-3 text-sm font-bold uppercase tracking-wide text-white";
const linkClass =
  "rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white";

/** Spec §2: description, social links, quick links, agencies, customer service, payment logos. */
export function SiteFooter({ frame }: { frame: FrameData }) {
  const { t } = useTranslation();
  const to = useLocalize();
  const quickLinks = [
    ["/", "home"],
    ["/Products", "nav_all_products"],
    ["/sale", "nav_sale"],
    // The content pages the contracts' list links (decision 0029), labelled in locales/registry-labels.ts.
    ...footerContentPages.map((page) => [contentPages[page].path, `nav_${page}`] as const),
    ["/order", "nav_track_order"],
  ] as const;

  return (
    <footer className="mt-16 bg-stone-900 text-sm text-stone-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-3 text-xl font-bold text-white">
            {t("site_name")}
          </h2>
          {frame.description && <p className="leading-relaxed">{frame.description}</p>}
          {frame.social.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t("follow_us")}>
              {frame.social.map((item) => (
                <li key={item.name}>
                  <a
                    href={item.link ?? "#"}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full bg-white hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    {item.icon ? (
                      <img src={item.icon} alt="" width={20} height={20} className="size-5" loading="lazy" />
                    ) : null}
                    <span className="sr-only">{item.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            {t("quick_links")}
          </h2>
          <ul className="space-y-2">
            {quickLinks.map(([path, key]) => (
              <li key={path}>
                <Link to={to(path)} className={linkClass}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-agencies">
          <h2 id="footer-agencies" className={headingClass}>
            {t("agencies")}
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1">
            {frame.agencies.map((brand) => (
              <li key={brand.id}>
                <Link to={to(`/Products/${brand.id}`)} className={linkClass}>
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={headingClass}>
            {t("customer_service")}
          </h2>
          <ul className="space-y-3">
            {frame.phones.map((phone) => (
              <li key={phone}>
                <a href={telLink(phone)} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Icon name="phone" size={16} />
                  <bdi dir="ltr">{phone}</bdi>
                </a>
              </li>
            ))}
            {frame.email && (
              <li>
                <a href={`mailto:${frame.email}`} className={`${linkClass} inline-flex items-center gap-2`}>
                  <Icon name="mail" size={16} />
                  <bdi dir="ltr">{frame.email}</bdi>
                </a>
              </li>
            )}
            {frame.locations.map((location) => (
              <li key={location.name}>
                <Link to={to("/Contact")} className={`${linkClass} inline-flex items-start gap-2`}>
                  <Icon name="pin" size={16} className="mt-0.5 shrink-0" />
                  {location.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer_rights", { year: new Date().getFullYear() })}</p>
          {frame.payments.length > 0 && (
            <ul className="flex flex-wrap items-center gap-2" aria-label={t("payment_methods")}>
              {frame.payments.map((payment) => (
                <li
                  key={payment.name}
                  title={payment.name}
                  className="flex h-8 items-center gap-1.5 rounded-md bg-white px-2 text-xs font-medium text-stone-800"
                >
                  {payment.icon && (
                    <img src={payment.icon} alt="" width={20} height={20} className="size-5" loading="lazy" />
                  )}
                  <span className="max-w-32 truncate">{payment.name}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
