import type { Branch } from "@dukkan/contracts";
import { useState } from "react";
import { useTranslation } from "#app/lib/i18n.tsx";
import { e164 } from "#app/lib/tel-href.ts";
import { showroomOpeningHours } from "../hours.ts";

/** schema.org LocalBusiness data for each showroom: name, address, phones, opening hours. */
export function ShowroomJsonLd({ branches, pageUrl }: { branches: Branch[]; pageUrl: string }) {
  const { t } = useTranslation();
  // Rendered by the server and kept through hydration; a page rendered in the browser after a client-side
  // navigation leaves it out, since React refuses to create script elements there (crawlers get the SSR).
  const [render] = useState(
    () => typeof document === "undefined" || document.querySelector(`script[data-ld="${pageUrl}"]`) !== null,
  );
  if (!render || branches.length === 0) return null;
  const graph = branches.map((branch) => ({
    "@type": "HomeGoodsStore",
    "@id": `${pageUrl}#branch-${branch.id}`,
    name: `${t("site_name")} — ${branch.name}`,
    url: pageUrl,
    image: branch.image || undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: branch.address,
      addressLocality: "Baghdad",
      addressCountry: "IQ",
    },
    telephone: e164(branch.phone),
    ...(branch.secound_phone
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            telephone: e164(branch.secound_phone),
            contactType: "customer service",
          },
        }
      : {}),
    email: branch.email ?? undefined,
    hasMap: branch.location_link ?? undefined,
    openingHours: showroomOpeningHours,
    currenciesAccepted: "IQD",
  }));
  // `<` escaped so no stored text can close the script element early.
  const json = JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, not HTML; `<` is escaped above
  return <script type="application/ld+json" data-ld={pageUrl} dangerouslySetInnerHTML={{ __html: json }} />;
}
