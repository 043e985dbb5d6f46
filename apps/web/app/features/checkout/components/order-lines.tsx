import { formatShopMoney } from "@dukkan/client-kit/money";
import type { CheckoutQuote } from "@dukkan/contracts";
import { useTranslation } from "#app/lib/i18n.tsx";

/**
 * The lines as the server priced them, in the page's language, each with what stops it being ordered: the
 * quote's problem, or what a refused order said is left (`available`, by line index).
 */
export function OrderLines({
  items,
  available,
  problemText,
}: {
  items: CheckoutQuote["items"];
  available: Record<number, number>;
  problemText(code: string, count: number): string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-stone-200" data-testid="checkout-lines">
      {items.map((item, index) => {
        const left = available[index] ?? item.available;
        const problem =
          available[index] !== undefined ? (left > 0 ? "insufficient_stock" : "out_of_stock") : item.problem;
        return (
          <li key={`${item.size_id}-${item.color_id}`} className="flex gap-3 py-3">
            {item.image && (
              <img src={item.image} alt="" width={56} height={56} className="size-14 rounded object-cover" />
            )}
            <div className="flex-1 text-sm">
              <p className="font-medium text-stone-900">{item.name ?? "—"}</p>
              <p className="text-stone-600">
                {[item.color, item.size].filter(Boolean).join(" · ")} ·{" "}
                {t("checkout_qty", { count: item.quantity })}
              </p>
              {problem && (
                <p className="text-red-700" role="alert">
                  {problemText(problem, left)}
                </p>
              )}
            </div>
            <bdi dir="ltr" className="text-sm font-medium">
              {formatShopMoney(item.line_total)}
            </bdi>
          </li>
        );
      })}
    </ul>
  );
}
