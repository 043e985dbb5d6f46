import { Icon } from "#app/components/ui/icons.tsx";
import { cart } from "#app/lib/cart/cart-store.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { notify } from "#app/lib/toast.tsx";

/** Removes one cart line and says so (spec §9 item_removed_from_cart); the cart page and the side panel. */
export function RemoveLineButton({
  lineKey,
  name,
  className,
  iconSize,
}: {
  lineKey: string;
  name: string;
  className: string;
  iconSize: number;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => {
        cart.remove(lineKey);
        void notify("success", t("item_removed_from_cart"));
      }}
      className={className}
    >
      <Icon name="close" size={iconSize} />
      <span className="sr-only">{t("cart_panel_remove", { name })}</span>
    </button>
  );
}
