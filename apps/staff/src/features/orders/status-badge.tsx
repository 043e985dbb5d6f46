import type { OrderStatus } from "@dukkan/contracts/orders";
import { useI18n } from "#staff/lib/i18n.tsx";

const tones: Record<OrderStatus, string> = {
  draft: "border border-dashed border-slate-400 bg-white text-slate-700",
  placed: "bg-amber-100 text-amber-900",
  confirmed: "bg-sky-100 text-sky-900",
  preparing: "bg-indigo-100 text-indigo-900",
  with_courier: "bg-violet-100 text-violet-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-slate-200 text-slate-800",
  returned: "bg-red-100 text-red-900",
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold ${tones[status]}`}
    >
      {t(`order_status.${status}`)}
    </span>
  );
}
