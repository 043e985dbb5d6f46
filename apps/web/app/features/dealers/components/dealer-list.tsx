import type { DealerType } from "@dukkan/contracts";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

/** A dealer type and its dealers, each linking to /DealerDetail/{id}; no_dealers when it has none. */
export function DealerList({ type, headingLevel }: { type: DealerType; headingLevel: 2 | "none" }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const titleId = `dealer-type-${type.id}`;
  return (
    <section aria-labelledby={headingLevel === "none" ? undefined : titleId} className="flex flex-col gap-4">
      {headingLevel === 2 && (
        <h2 id={titleId} className="text-xl font-bold text-stone-900">
          <Link
            to={localize(`/Dealer/${type.id}`)}
            className="rounded hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            {type.name}
          </Link>
        </h2>
      )}
      {type.dealers.length === 0 ? (
        <StatusMessage kind="empty">{t("no_dealers")}</StatusMessage>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {type.dealers.map((dealer) => (
            <li key={dealer.id}>
              <Link
                to={localize(`/DealerDetail/${dealer.id}`)}
                className="flex h-full items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <ResponsiveImage
                  src={dealer.logo}
                  alt=""
                  width={96}
                  height={96}
                  sizes="96px"
                  className="size-20 shrink-0 rounded-lg border border-stone-100 object-contain"
                />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-bold text-stone-900">{dealer.name}</span>
                  <span className="text-sm text-stone-600">{dealer.address}</span>
                  {dealer.phone && (
                    <bdi dir="ltr" className="text-start text-sm text-stone-500">
                      {dealer.phone}
                    </bdi>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
