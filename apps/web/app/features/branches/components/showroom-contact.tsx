import type { Branch } from "@dukkan/contracts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { telHref } from "#app/lib/tel-href.ts";

const linkClass =
  "rounded font-bold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700";

/** Address, the two phones as tel links and the e-mail of a showroom, Latin parts in LTR islands. */
export function ShowroomContact({ branch }: { branch: Branch }) {
  const { t } = useTranslation();
  const phones = [branch.phone, branch.secound_phone].filter((p): p is string => Boolean(p));
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
      <dt className="font-bold text-stone-900">{t("contact_address")}</dt>
      <dd className="text-stone-700">{branch.address}</dd>
      {phones.length > 0 && (
        <>
          <dt className="font-bold text-stone-900">{t("contact_phone")}</dt>
          <dd className="flex flex-wrap gap-x-4 gap-y-1">
            {phones.map((phone) => (
              <a key={phone} href={telHref(phone)} className={linkClass}>
                <bdi dir="ltr">{phone}</bdi>
              </a>
            ))}
          </dd>
        </>
      )}
      {branch.email && (
        <>
          <dt className="font-bold text-stone-900">{t("contact_email")}</dt>
          <dd>
            <a href={`mailto:${branch.email}`} className={linkClass}>
              <bdi dir="ltr">{branch.email}</bdi>
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
