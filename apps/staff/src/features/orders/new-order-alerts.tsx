import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { queryClient } from "#staff/lib/query-client.ts";
import { openOrderStream, type StreamedOrder } from "./order-stream.ts";
import { newOrdersQuery } from "./orders-api.ts";

/** Whether this browser's staff member asked for alerts (a notification and a sound); kept per browser. */
const storageKey = "dukkan-staff-order-alerts";
const listeners = new Set<() => void>();
const alertsOn = () => localStorage.getItem(storageKey) === "on";
function setAlertsOn(on: boolean) {
  localStorage.setItem(storageKey, on ? "on" : "off");
  for (const listener of listeners) listener();
}
function useAlertsOn() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    alertsOn,
    () => false,
  );
}

let audio: AudioContext | null = null;
/** A short two-note chime, made with Web Audio (no file to load); the context is opened by the toggle's click. */
function chime() {
  if (!audio) return;
  const now = audio.currentTime;
  for (const [i, frequency] of [880, 1320].entries()) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.25, now + i * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.18 + 0.3);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now + i * 0.18);
    oscillator.stop(now + i * 0.18 + 0.32);
  }
}

/** `(3) Orders · Dukkan staff`: the count of orders to confirm leads the tab's title, whatever page set it. */
function useTitleCount(count: number) {
  useEffect(() => {
    const strip = (title: string) => title.replace(/^\(\d+\) /, "");
    const apply = () => {
      const next = count > 0 ? `(${count}) ${strip(document.title)}` : strip(document.title);
      if (next !== document.title) document.title = next;
    };
    apply();
    const title = document.querySelector("title");
    const observer = new MutationObserver(apply);
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = strip(document.title);
    };
  }, [count]);
}

/**
 * The staff's new-order alerts (issue 39, decision 0038), for those who may see orders: the server's event
 * stream refreshes the orders' counts at once, and, for a staff member who turned alerts on, shows a browser
 * notification and plays a chime. While the stream is down, the count's polling (every 15 s) is the fallback:
 * a count that grows alerts the same way.
 */
export function NewOrderAlerts() {
  const { t } = useI18n();
  const on = useAlertsOn();
  const count = useQuery(newOrdersQuery).data?.to_confirm;
  const streaming = useRef(false);
  const lastCount = useRef<number | undefined>(undefined);
  const alertRef = useRef<(title: string, body: string) => void>(() => undefined);
  alertRef.current = (title, body) => {
    if (!alertsOn()) return;
    chime();
    if ("Notification" in window && Notification.permission === "granted") {
      new Notification(title, { body, tag: "dukkan-new-order", lang: document.documentElement.lang });
    }
  };

  useTitleCount(count ?? 0);

  useEffect(() => {
    return openOrderStream({
      onOrder(order: StreamedOrder) {
        void queryClient.invalidateQueries({ queryKey: ["orders"] });
        alertRef.current(
          t("order_alerts.new_order", { number: order.order_number }),
          t("order_alerts.new_order_body", { customer: order.customer, total: order.total_text }),
        );
      },
      onState(open) {
        streaming.current = open;
      },
    });
  }, [t]);

  // The fallback: the polled count grew while no stream was open.
  useEffect(() => {
    if (count === undefined) return;
    const before = lastCount.current;
    lastCount.current = count;
    if (before !== undefined && count > before && !streaming.current) {
      alertRef.current(
        t("order_alerts.new_orders", { count: count - before }),
        t("order_alerts.open_orders"),
      );
    }
  }, [count, t]);

  return <OrderAlertsToggle on={on} />;
}

function OrderAlertsToggle({ on }: { on: boolean }) {
  const { t } = useI18n();
  const [blocked, setBlocked] = useState(false);

  async function toggle() {
    if (on) {
      setAlertsOn(false);
      return;
    }
    // Opened by this click: browsers let a page play sound only after the user acted.
    audio ??= new AudioContext();
    void audio.resume();
    if ("Notification" in window && Notification.permission === "default") {
      await Notification.requestPermission();
    }
    setBlocked("Notification" in window && Notification.permission === "denied");
    setAlertsOn(true);
    chime();
  }

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={on}
      title={blocked ? t("order_alerts.blocked") : undefined}
      className={`shrink-0 rounded-md p-2 hover:bg-slate-100 ${on ? "text-brand-700" : "text-slate-600"}`}
      data-testid="order-alerts-toggle"
    >
      <BellIcon on={on} />
      <span className="sr-only">{t("order_alerts.toggle")}</span>
    </button>
  );
}

function BellIcon({ on }: { on: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={on ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      {!on && <path d="M3 3l18 18" strokeLinecap="round" />}
    </svg>
  );
}

/** The header's bell, for staff who may see orders (the only ones the stream answers). */
export function NewOrderAlertsForStaff() {
  const me = useMe();
  return me.permissions.includes("orders.view") ? <NewOrderAlerts /> : null;
}
