import type { Rule } from "@dukkan/contracts";
import { richText } from "#app/components/ui/rich-text.ts";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

/** Spec §2 /rule: a rule's title, HTML description and, when there is one, its PDF. */
export function RuleSection({ rule }: { rule: Rule }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={`rule-${rule.id}`}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`rule-${rule.id}`} className="text-xl font-bold text-stone-900 sm:text-2xl">
        {rule.title}
      </h2>
      <SafeHtml html={rule.description} className={richText} headingsFrom={3} />
      {rule.pdf && (
        <a
          href={rule.pdf}
          download
          className="inline-flex items-center gap-2 self-start rounded-lg bg-teal-800 px-4 py-2.5 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
          </svg>
          {t("rule_download_pdf")}
          <span className="sr-only"> ({rule.title})</span>
        </a>
      )}
    </section>
  );
}
