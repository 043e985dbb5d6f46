import { Form } from "react-router";
import { primaryButtonClass, TextField } from "#app/components/ui/form-field.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";

export interface OrderLookupQuery {
  order_number: string;
  contact: string;
}

/**
 * Spec §2 `/order`: order number and the purchase e-mail (or phone). A plain GET form, so the route's loader
 * sees the query in the URL; the checkout issue wires the real lookup there.
 */
export function OrderLookupForm({ query }: { query: OrderLookupQuery }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-col gap-4" data-testid="order-lookup-form">
      <TextField
        label={t("order_number")}
        name="order_number"
        required
        maxLength={40}
        autoComplete="off"
        dir="ltr"
        className="text-start rtl:text-end"
        defaultValue={query.order_number}
      />
      <TextField
        label={t("order_contact")}
        name="contact"
        required
        maxLength={254}
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        className="text-start rtl:text-end"
        hint={t("order_contact_hint")}
        defaultValue={query.contact}
      />
      <button type="submit" className={primaryButtonClass}>
        {t("track_order")}
      </button>
    </Form>
  );
}
