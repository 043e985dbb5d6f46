import { translatableEntities, translationTargets } from "@dukkan/contracts/translations";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Count } from "#staff/components/islands.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { ScrollRegion } from "#staff/components/scroll-region.tsx";
import { isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { summaryQuery } from "./translations-api.ts";

const workLink = (entity: string, language: string, state: string) =>
  `/translations/work?entity=${entity}&language=${language}&state=${state}`;

/**
 * The matrix: every translated entity against the languages this staff member may write, with the share of
 * texts done (a text is one field of one entry), and links to the entries with a missing or stale text: each
 * link's number is the length of the list it opens.
 */
export function MatrixPage() {
  const { t } = useI18n();
  const { data } = useQuery(summaryQuery);
  const languages = translationTargets.filter((lang) => data?.some((row) => row.language === lang));
  return (
    <div>
      <PageHeader title={t("translations.title")} />
      <Panel>
        {!data ? (
          <Loading />
        ) : (
          <ScrollRegion label={t("translations.matrix_caption")}>
            <table className="w-full text-sm">
              <caption className="mb-3 text-start text-slate-700">{t("translations.matrix_caption")}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="px-3 py-2 text-start">
                    {t("translations.col_entity")}
                  </th>
                  {languages.map((lang) => (
                    <th key={lang} scope="col" className="px-3 py-2 text-start">
                      {t(`language.${lang}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {translatableEntities.map((entity) => (
                  <tr key={entity} className="border-b border-slate-100">
                    <th scope="row" className="px-3 py-2 text-start font-bold">
                      {t(`translations.entity_${entity}`)}
                    </th>
                    {languages.map((lang) => {
                      const row = data.find((r) => r.entity === entity && r.language === lang);
                      if (!row || row.total === 0)
                        return (
                          <td key={lang} className="px-3 py-2 text-slate-500">
                            —
                          </td>
                        );
                      const percent = Math.floor((row.done / row.total) * 100);
                      return (
                        <td key={lang} className="px-3 py-2 align-top">
                          <p className="font-bold">
                            <Count value={percent} />% {t("translations.done")}
                          </p>
                          <p className="text-slate-600">
                            {t("translations.texts_done", {
                              done: isolatedCount(row.done),
                              total: isolatedCount(row.total),
                            })}
                          </p>
                          <p className="flex flex-col">
                            <Link className="text-brand-700 underline" to={workLink(entity, lang, "missing")}>
                              {t("translations.entries_missing", {
                                count: isolatedCount(row.entries_missing),
                              })}
                            </Link>
                            <Link
                              className={
                                row.entries_stale
                                  ? "font-bold text-amber-800 underline"
                                  : "text-brand-700 underline"
                              }
                              to={workLink(entity, lang, "stale")}
                            >
                              {t("translations.entries_stale", { count: isolatedCount(row.entries_stale) })}
                            </Link>
                          </p>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Panel>
    </div>
  );
}
