import { useQuery } from "@tanstack/react-query";
import { Count } from "#staff/components/islands.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { newOrdersQuery } from "./orders-api.ts";

/** The menu's count of orders waiting for confirmation (polled). */
export function NewOrdersCount() {
  const { t } = useI18n();
  const count = useQuery(newOrdersQuery).data?.to_confirm ?? 0;
  if (count === 0) return null;
  return (
    <span className="ms-2 rounded-full bg-amber-500 px-2 py-0.5 text-xs font-bold text-slate-950">
      <Count value={count} />
      <span className="sr-only"> {t("orders.to_confirm_count")}</span>
    </span>
  );
}
