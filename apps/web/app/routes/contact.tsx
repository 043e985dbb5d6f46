import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { BannerPageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { ShowroomCard } from "#app/features/branches/components/showroom-card.tsx";
import { ShowroomJsonLd } from "#app/features/branches/components/showroom-json-ld.tsx";
import { WhatsAppContacts } from "#app/features/contact/components/whats-app-contacts.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/contact.ts";

/** Either part may fail alone; each shows its own spec §8 message and the other still renders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const [branches, contacts] = await Promise.allSettled([
    services.content.branches(ctx),
    services.content.whatsAppContacts(ctx),
  ]);
  for (const result of [branches, contacts]) if (result.status === "rejected") console.error(result.reason);
  return {
    branches: branches.status === "fulfilled" ? branches.value : null,
    contacts: contacts.status === "fulfilled" ? contacts.value : null,
    pageUrl: `${origin}${new URL(request.url).pathname}`,
  };
}

/** Spec §2 /Contact, the target of the footer's location links: showrooms and WhatsApp contacts. */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { branches, contacts, pageUrl } = loaderData;
  return (
    <>
      <PageMeta
        title={`${t("contact_title")} | ${t("site_name")}`}
        description={t("contact_meta_description")}
      />
      {branches && <ShowroomJsonLd branches={branches} pageUrl={pageUrl} />}
      <PageBanner
        title={t("contact_title")}
        breadcrumb={[{ label: t("home"), to: localize("/") }, { label: t("contact_title") }]}
      >
        <p className="max-w-2xl text-teal-50">{t("contact_intro")}</p>
      </PageBanner>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
        <section aria-labelledby="showrooms-title" className="flex flex-col gap-4">
          <h2 id="showrooms-title" className="text-xl font-bold text-stone-900">
            {t("contact_showrooms")}
          </h2>
          {branches === null ? (
            <StatusMessage kind="error">{t("Error loading data")}</StatusMessage>
          ) : branches.length === 0 ? (
            <StatusMessage kind="empty">{t("no_branches")}</StatusMessage>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              {branches.map((branch) => (
                <ShowroomCard key={branch.id} branch={branch} />
              ))}
            </div>
          )}
        </section>
        <section aria-labelledby="whatsapp-title" className="flex flex-col gap-4">
          <h2 id="whatsapp-title" className="text-xl font-bold text-stone-900">
            {t("contact_whatsapp")}
          </h2>
          <WhatsAppContacts contacts={contacts} />
        </section>
      </div>
    </>
  );
}

/** Issue 21.4: a failed load keeps the frame and the page's banner, and says so (with the 500). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BannerPageError error={error} titleKey="contact_title" />;
}
