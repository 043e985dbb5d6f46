import { formatDateTime } from "@dukkan/client-kit/dates";
import { formatPhone } from "@dukkan/client-kit/phone";
import type { StaffMessage } from "@dukkan/contracts/messages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "#staff/components/button.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { Panel } from "#staff/components/page.tsx";
import { staffApi } from "#staff/lib/api.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { orderMessagesQuery } from "./messages-api.ts";

const stateLook: Record<StaffMessage["state"], string> = {
  queued: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

/** The order's messages to its customer (issue 39): channel, recipient, state, tries, why it failed; a retry. */
export function OrderMessagesPanel({ orderNumber, canRetry }: { orderNumber: string; canRetry: boolean }) {
  const { t, language } = useI18n();
  // Another module's message on the order (a staff alert) may have no label here: its key then.
  const labelOr = (key: string, fallback: string) => (t(key) === key ? fallback : t(key));
  const { data = [], isPending } = useQuery(orderMessagesQuery(orderNumber));
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: number) =>
      staffApi(`staff/orders/${orderNumber}/messages/${id}/retry`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderMessagesQuery(orderNumber).queryKey }),
  });
  return (
    <Panel title={t("messages.order_title")}>
      {!isPending && data.length === 0 ? (
        <p className="text-sm text-slate-700">{t("messages.order_none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t("messages.order_title")}>
          {data.map((m) => (
            <li key={m.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3 text-sm">
              <div className="min-w-0 flex-1 space-y-1">
                <p className="font-bold">
                  {labelOr(`messages.event_${m.template}`, m.template)} · {t(`messages.channel_${m.channel}`)}
                </p>
                <p className="text-slate-700">
                  <Ltr>{m.channel === "email" ? m.recipient : formatPhone(m.recipient)}</Ltr> ·{" "}
                  {t(`language.${m.lang}`)} · {formatDateTime(m.sent_at ?? m.created_at, language)}
                </p>
                <p className="text-slate-700">
                  {t("messages.tries")}: <Count value={m.tries} />
                </p>
                {m.last_error && m.state !== "sent" && (
                  <p className="break-words text-red-800">
                    {t("messages.last_error")}: <Ltr>{m.last_error}</Ltr>
                  </p>
                )}
              </div>
              <span className={`rounded px-2 py-1 text-xs font-bold ${stateLook[m.state]}`}>
                {t(`messages.state_${m.state}`)}
              </span>
              {canRetry && m.state === "failed" && (
                <Button look="secondary" onClick={() => retry.mutate(m.id)} disabled={retry.isPending}>
                  {t("messages.retry")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
