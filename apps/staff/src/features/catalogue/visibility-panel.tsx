import { useQuery } from "@tanstack/react-query";
import { Panel } from "#staff/components/page.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { visibilityQuery } from "./catalogue-api.ts";

const effectStyle = {
  hidden: "border-red-300 bg-red-50 text-red-900",
  not_buyable: "border-amber-300 bg-amber-50 text-amber-900",
  degraded: "border-slate-300 bg-slate-50 text-slate-800",
} as const;

/** "Why can't customers see or buy this?": every reason, worst first, or a plain "customers can buy it". */
export function VisibilityPanel({ productId }: { productId: number }) {
  const { t } = useI18n();
  const { data } = useQuery(visibilityQuery(productId));
  if (!data) return null;
  const order = ["hidden", "not_buyable", "degraded"] as const;
  const reasons = [...data.reasons].sort((a, b) => order.indexOf(a.effect) - order.indexOf(b.effect));
  const summary = !data.visible
    ? t("visibility.hidden")
    : !data.buyable
      ? t("visibility.not_buyable")
      : t("visibility.ok");
  return (
    <Panel title={t("visibility.title")}>
      <p className={`mb-3 font-bold ${data.buyable ? "text-green-800" : "text-red-800"}`}>{summary}</p>
      {reasons.length > 0 && (
        <ul className="space-y-2">
          {reasons.map((reason) => (
            <li
              key={`${reason.reason}-${reason.language ?? ""}`}
              className={`rounded-md border px-3 py-2 text-sm ${effectStyle[reason.effect]}`}
            >
              <span className="font-bold">
                {reason.language
                  ? t("visibility.reason.missing_translation", { language: t(`language.${reason.language}`) })
                  : t(`visibility.reason.${reason.reason}`)}
              </span>{" "}
              — {t(`visibility.effect.${reason.effect}`)}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
