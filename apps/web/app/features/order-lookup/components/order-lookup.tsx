import { formatDateTime } from "@dukkan/client-kit/dates";
import { formatShopMoney } from "@dukkan/client-kit/money";
import type { Order } from "@dukkan/contracts";
import { customerOrderPath, orderStatusRules } from "@dukkan/contracts/order-statuses";
import { type FormEvent, useState } from "react";
import { ApiError, api } from "#app/lib/api-client.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";

/**
 * Spec §2 /order, made real: order number and the e-mail or phone it was placed with → the status timeline.
 * The call goes through the API (rate-limited per IP), never through the page's loader.
 */
export function OrderLookup({ lang, initialNumber }: { lang: Language; initialNumber: string }) {
  const { t } = useTranslation();
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  const [contact, setContact] = useState("");
  const [state, setState] = useState<"idle" | "searching">("idle");
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!orderNumber.trim() || !contact.trim()) {
      setError(t("err_required"));
      return;
    }
    setState("searching");
    setError(null);
    const value = contact.trim();
    try {
      const { data } = await api("/orders/lookup", {
        params: { order_number: orderNumber.trim(), [value.includes("@") ? "email" : "phone"]: value, lang },
      });
      setOrder(data);
    } catch (failure) {
      setOrder(null);
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(
        t(status === 404 ? "order_not_found" : status === 429 ? "order_rate_limited" : "order_lookup_failed"),
      );
    } finally {
      setState("idle");
    }
  }

  const reached = (status: string) => order?.timeline.find((e) => e.status === status);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-4"
      >
        <p className="text-stone-700">{t("order_lookup_intro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="lookup-number" className="text-sm font-medium">
              {t("field_order_number")}
            </label>
            <input
              id="lookup-number"
              name="order_number"
              dir="ltr"
              placeholder="DK-XXXXXXXX"
              value={orderNumber}
              onChange={(e) => setOrderNumber(e.target.value)}
              className="rounded-md border border-stone-300 px-3 py-2"
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="lookup-contact" className="text-sm font-medium">
              {t("field_email_or_phone")}
            </label>
            <input
              id="lookup-contact"
              name="contact"
              dir="ltr"
              value={contact}
              onChange={(e) => setContact(e.target.value)}
              className="rounded-md border border-stone-300 px-3 py-2"
            />
          </div>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={state === "searching"}
          className="self-start rounded-md bg-teal-800 px-4 py-2 font-medium text-white hover:bg-teal-900 disabled:opacity-60"
        >
          {state === "searching" ? t("order_lookup_searching") : t("order_lookup_submit")}
        </button>
      </form>

      {order && (
        <section aria-labelledby="order-status-title" className="flex flex-col gap-4">
          <h2 id="order-status-title" className="text-xl font-bold text-stone-900">
            {t("order_status_title")}: <bdi dir="ltr">{order.order_number}</bdi>
          </h2>
          <p className="font-medium" data-testid="order-status">
            {t(`status_${order.status}`)}
          </p>
          <ol className="flex flex-col gap-3 border-s-2 border-teal-700 ps-4">
            {
              // An order off the customer's path (cancelled, returned) shows the statuses it reached instead.
              (orderStatusRules[order.status].onCustomerPath
                ? customerOrderPath
                : order.timeline.map((e) => e.status)
              ).map((status) => {
                const event = reached(status);
                return (
                  <li key={status} className={event ? "text-stone-900" : "text-stone-500"}>
                    <span className="font-medium">{t(`status_${status}`)}</span>
                    {event && (
                      <span className="block text-sm text-stone-600">{formatDateTime(event.at, lang)}</span>
                    )}
                  </li>
                );
              })
            }
          </ol>
          <p className="text-stone-800">{t("order_total_label", { total: formatShopMoney(order.total) })}</p>
        </section>
      )}
    </div>
  );
}
