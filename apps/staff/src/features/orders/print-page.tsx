import { formatDate, formatDateTime } from "@dukkan/client-kit/dates";
import { formatPhone } from "@dukkan/client-kit/phone";
import { directionOf, isLanguage, type Language, languages } from "@dukkan/contracts/languages";
import type { StaffOrder, StaffOrderSummary } from "@dukkan/contracts/order-desk";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClass } from "#staff/components/button.tsx";
import { Iqd } from "#staff/components/islands.tsx";
import { Loading } from "#staff/components/page.tsx";
import { loadTranslations, type Translate, translatorFor, useI18n } from "#staff/lib/i18n.tsx";
import { couriersQuery, orderQuery, ordersQuery } from "./orders-api.ts";
import { Select } from "./orders-page.tsx";
import "./print.css";

/** The strings of a document's language (not the interface's): a printout is in Arabic unless asked otherwise. */
function useDocumentStrings(lang: Language | undefined): Translate | null {
  const { data } = useQuery({
    queryKey: ["strings", lang],
    queryFn: () => loadTranslations(lang as Language),
    enabled: lang !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? translatorFor(data) : null;
}

/** A line's name with its colour and size, as printed. */
const itemLabel = (item: StaffOrder["items"][number]) =>
  [item.name, item.color, item.size].filter(Boolean).join(" — ");

/** `?lang=`: a language, or `customer` (each order in the language it was placed in); Arabic by default. */
function useDocumentLanguage() {
  const [params, setParams] = useSearchParams();
  const value = params.get("lang") ?? "ar";
  const mode: Language | "customer" =
    value === "customer" || !isLanguage(value) ? (value === "customer" ? "customer" : "ar") : value;
  const setMode = (next: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set("lang", next || "ar");
      return copy;
    });
  return { mode, setMode, params };
}

function Toolbar({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  const { mode, setMode } = useDocumentLanguage();
  return (
    <div className="print-toolbar mx-auto mb-4 flex max-w-4xl flex-wrap items-end gap-3 bg-white p-4 shadow-sm">
      <h1 className="sr-only">{t("print.title")}</h1>
      <Link to="/orders" className={buttonClass("secondary")}>
        {t("print.back")}
      </Link>
      <div className="w-56">
        <Select
          id="print-language"
          label={t("print.language")}
          value={mode}
          onChange={setMode}
          placeholder={null}
          options={[
            ["customer", t("print.customer_language")],
            ...languages.map((l): [string, string] => [l, t(`language.${l}`)]),
          ]}
        />
      </div>
      {children}
      <Button onClick={() => window.print()}>{t("print.print")}</Button>
    </div>
  );
}

/** `/print/orders?doc=invoice|slip&numbers=DK-…,DK-…`: invoices (A4) or packing slips (80 mm), one per page. */
export function PrintOrdersPage() {
  const { mode, params } = useDocumentLanguage();
  const doc = params.get("doc") === "slip" ? "slip" : "invoice";
  const numbers = (params.get("numbers") ?? "").split(",").filter(Boolean).slice(0, 100);
  return (
    <div className="print-root min-h-screen bg-slate-100 py-4">
      <Toolbar />
      {numbers.map((number) => (
        <OrderDocument key={number} number={number} mode={mode} doc={doc} />
      ))}
    </div>
  );
}

function OrderDocument({
  number,
  mode,
  doc,
}: {
  number: string;
  mode: Language | "customer";
  doc: "invoice" | "slip";
}) {
  const base = useQuery(orderQuery(number, "ar")).data;
  const lang = mode === "customer" ? base?.lang : mode;
  const order = useQuery({ ...orderQuery(number, lang), enabled: lang !== undefined }).data;
  const t = useDocumentStrings(lang);
  if (!order || !t || !lang) return <Loading />;
  const Document = doc === "slip" ? Slip : Invoice;
  return <Document order={order} t={t} lang={lang} />;
}

/** One printed document: its paper (print.css's named page), its language and direction, its test id. */
function Sheet({
  kind,
  lang,
  className,
  children,
}: {
  kind: "invoice" | "slip" | "manifest";
  lang: Language;
  className: string;
  children: ReactNode;
}) {
  return (
    <article
      lang={lang}
      dir={directionOf(lang)}
      className={`print-${kind} print-sheet ${className}`}
      data-testid={kind}
    >
      {children}
    </article>
  );
}

function Invoice({ order, t, lang }: { order: StaffOrder; t: Translate; lang: Language }) {
  const c = order.customer;
  return (
    <Sheet
      kind="invoice"
      lang={lang}
      className="mx-auto mb-6 max-w-4xl bg-white p-8 text-sm text-black shadow"
    >
      <header className="mb-6 flex items-start justify-between gap-4 border-b-2 border-black pb-4">
        <div>
          <p className="text-2xl font-bold">{t("print.shop_name")}</p>
          <p>{t("print.invoice")}</p>
        </div>
        <div className="text-end">
          <p className="text-lg font-bold">
            <bdi dir="ltr">{order.order_number}</bdi>
          </p>
          <p>{formatDateTime(order.created_at, lang)}</p>
        </div>
      </header>
      <section className="mb-6">
        <h2 className="font-bold">{t("print.bill_to")}</h2>
        <p>{c.full_name}</p>
        <p>
          <bdi dir="ltr">{formatPhone(c.phone)}</bdi>
        </p>
        <p>
          {c.governorate} — {c.city} — {c.address}
        </p>
        <CustomerDirections order={order} t={t} />
      </section>
      <table className="mb-6 w-full border-collapse text-start">
        <thead>
          <tr className="border-b border-black">
            <th className="px-2 py-1 text-start">{t("print.item")}</th>
            <th className="px-2 py-1 text-start">{t("print.code")}</th>
            <th className="px-2 py-1 text-end">{t("print.quantity")}</th>
            <th className="px-2 py-1 text-end">{t("print.unit_price")}</th>
            <th className="px-2 py-1 text-end">{t("print.line_total")}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-slate-300">
              <td className="px-2 py-1">{itemLabel(item)}</td>
              <td className="px-2 py-1">
                <bdi dir="ltr" className="whitespace-nowrap">
                  {item.code}
                </bdi>
              </td>
              <td className="px-2 py-1 text-end">
                <bdi dir="ltr">{item.quantity}</bdi>
              </td>
              <td className="px-2 py-1 text-end">
                <Iqd value={item.price} />
              </td>
              <td className="px-2 py-1 text-end">
                <Iqd value={item.line_total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ms-auto w-72 space-y-1">
        <Line label={t("order.subtotal")}>
          <Iqd value={order.subtotal} />
        </Line>
        {order.discount > 0 && (
          <Line label={t("order.discount")}>
            <Iqd value={order.discount} />
          </Line>
        )}
        <Line label={t("order.delivery_fee")}>
          <Iqd value={order.delivery_fee} />
        </Line>
        <Line label={t("print.cash_on_delivery")} strong>
          <Iqd value={order.total} />
        </Line>
      </dl>
      <p className="mt-8 text-center">{t("print.thanks")}</p>
    </Sheet>
  );
}

function Line({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? "border-t border-black pt-1 text-base font-bold" : ""}`}
    >
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What a courier needs besides the address: the landmark and the customer's note ("call before arriving"). */
function CustomerDirections({ order, t }: { order: StaffOrder; t: Translate }) {
  const c = order.customer;
  return (
    <>
      {c.landmark && (
        <p>
          <span className="font-bold">{t("print.landmark")}:</span> {c.landmark}
        </p>
      )}
      {c.notes && (
        <p className="whitespace-pre-wrap">
          <span className="font-bold">{t("print.note")}:</span> {c.notes}
        </p>
      )}
    </>
  );
}

function Slip({ order, t, lang }: { order: StaffOrder; t: Translate; lang: Language }) {
  const c = order.customer;
  return (
    <Sheet kind="slip" lang={lang} className="mx-auto mb-6 bg-white p-3 text-xs text-black shadow">
      <p className="text-center text-base font-bold">{t("print.shop_name")}</p>
      <p className="text-center text-lg font-bold">
        <bdi dir="ltr">{order.order_number}</bdi>
      </p>
      <p className="mb-2 border-b border-dashed border-black pb-2 text-center">{t("print.packing_slip")}</p>
      <p className="font-bold">{c.full_name}</p>
      <p>
        <bdi dir="ltr">{formatPhone(c.phone)}</bdi>
      </p>
      <div className="mb-2 border-b border-dashed border-black pb-2">
        <p>
          {c.governorate} — {c.city} — {c.address}
        </p>
        <CustomerDirections order={order} t={t} />
      </div>
      <ul className="mb-2 space-y-1 border-b border-dashed border-black pb-2">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-2">
            <span>
              {itemLabel(item)} (
              <bdi dir="ltr" className="whitespace-nowrap">
                {item.code}
              </bdi>
              )
            </span>
            <span className="shrink-0 whitespace-nowrap font-bold">
              ×<bdi dir="ltr">{item.quantity}</bdi>
            </span>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap justify-between gap-x-2 text-sm font-bold">
        <span>{t("print.cash_on_delivery")}</span>
        <Iqd value={order.total} />
      </p>
    </Sheet>
  );
}

/** `/print/manifest?courier_id=`: the orders out with a courier, the cash to collect for each, and signatures. */
export function PrintManifestPage() {
  const { t: ui } = useI18n();
  const { mode, params } = useDocumentLanguage();
  const [, setParams] = useSearchParams();
  const courierId = params.get("courier_id") ?? "";
  const couriers = useQuery(couriersQuery).data ?? [];
  const lang: Language = mode === "customer" ? "ar" : mode;
  const t = useDocumentStrings(lang);
  const orders = useQuery({
    ...ordersQuery({ view: "with_courier", courier_id: courierId, per_page: 100, lang }),
    enabled: courierId !== "",
  }).data?.data;
  const courier = couriers.find((c) => String(c.id) === courierId);
  return (
    <div className="print-root min-h-screen bg-slate-100 py-4">
      <Toolbar>
        <div className="w-56">
          <Select
            id="manifest-courier"
            label={ui("print.courier")}
            value={courierId}
            onChange={(id) =>
              setParams((current) => {
                const copy = new URLSearchParams(current);
                copy.set("courier_id", id);
                return copy;
              })
            }
            options={couriers.map((c) => [String(c.id), c.name])}
            placeholder={ui("order.choose_courier")}
          />
        </div>
      </Toolbar>
      {courier && orders && t ? (
        <Manifest courierName={courier.name} orders={orders} t={t} lang={lang} />
      ) : (
        <div className="print-toolbar text-center text-slate-700">
          {courierId ? <Loading /> : ui("print.pick_courier")}
        </div>
      )}
    </div>
  );
}

function Manifest({
  courierName,
  orders,
  t,
  lang,
}: {
  courierName: string;
  orders: StaffOrderSummary[];
  t: Translate;
  lang: Language;
}) {
  const total = orders.reduce((sum, o) => sum + (o.amount_to_collect ?? 0), 0);
  const today = formatDate(new Date(), lang);
  return (
    <Sheet kind="manifest" lang={lang} className="mx-auto max-w-5xl bg-white p-8 text-sm text-black shadow">
      <header className="mb-4 border-b-2 border-black pb-3">
        <p className="text-2xl font-bold">{t("print.shop_name")}</p>
        <p className="text-lg font-bold">{t("print.manifest")}</p>
        <p>
          {t("print.courier")}: {courierName} · {today}
        </p>
      </header>
      <table className="w-full border-collapse text-start text-xs">
        <thead>
          <tr className="border-b border-black">
            <th className="px-1 py-1 text-start">#</th>
            <th className="px-1 py-1 text-start">{t("print.order")}</th>
            <th className="px-1 py-1 text-start">{t("print.customer")}</th>
            <th className="px-1 py-1 text-start">{t("print.address")}</th>
            <th className="w-[15%] px-1 py-1 text-start">{t("print.landmark")}</th>
            <th className="w-[18%] px-1 py-1 text-start">{t("print.note")}</th>
            <th className="px-1 py-1 text-end">{t("print.to_collect")}</th>
            <th className="w-[12%] px-1 py-1 text-start">{t("print.received_signature")}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o, index) => (
            <tr key={o.order_number} className="break-inside-avoid border-b border-slate-400 align-top">
              <td className="px-1 py-2">
                <bdi dir="ltr">{index + 1}</bdi>
              </td>
              <td className="px-1 py-2">
                <bdi dir="ltr" className="whitespace-nowrap">
                  {o.order_number}
                </bdi>
              </td>
              <td className="px-1 py-2">
                {o.full_name}
                <br />
                <bdi dir="ltr" className="whitespace-nowrap">
                  {formatPhone(o.phone)}
                </bdi>
              </td>
              <td className="px-1 py-2">
                {o.governorate} — {o.city} — {o.address}
              </td>
              <td className="px-1 py-2">{o.landmark}</td>
              <td className="whitespace-pre-wrap px-1 py-2">{o.notes}</td>
              <td className="px-1 py-2 text-end">
                <Iqd value={o.amount_to_collect ?? 0} />
              </td>
              <td className="px-1 py-2" />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-end text-base font-bold">
        {t("print.total_to_collect")}: <Iqd value={total} />
      </p>
      <div className="mt-12 grid grid-cols-2 gap-8">
        <p className="border-t border-black pt-2">{t("print.courier_signature")}</p>
        <p className="border-t border-black pt-2">{t("print.staff_signature")}</p>
      </div>
    </Sheet>
  );
}
