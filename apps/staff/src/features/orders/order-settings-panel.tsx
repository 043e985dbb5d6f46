import { useMutation, useQuery } from "@tanstack/react-query";
import { Panel } from "#staff/components/page.tsx";
import { staffApi } from "#staff/lib/api.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { queryClient } from "#staff/lib/query-client.ts";

interface OrderSettings {
  cod_phone_confirmation: boolean;
}

const orderSettingsQuery = {
  queryKey: ["order-settings"],
  queryFn: async () => (await staffApi<{ data: OrderSettings }>("staff/order-settings")).data,
};

/**
 * The shop's defence against fake orders (issue 39, decision 0038): a new customer (a phone with no delivered
 * order) confirms the phone with a code before a first cash-on-delivery order. Off until staff turn it on.
 */
export function OrderSettingsPanel() {
  const { t } = useI18n();
  const { data } = useQuery(orderSettingsQuery);
  const save = useMutation({
    mutationFn: async (settings: OrderSettings) =>
      (await staffApi<{ data: OrderSettings }>("staff/order-settings", { method: "PUT", body: settings }))
        .data,
    onSuccess: (saved) => queryClient.setQueryData(orderSettingsQuery.queryKey, saved),
  });
  const on = save.isPending
    ? Boolean(save.variables?.cod_phone_confirmation)
    : Boolean(data?.cod_phone_confirmation);
  return (
    <Panel title={t("order_settings.title")}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={on}
          disabled={!data || save.isPending}
          onChange={(event) => save.mutate({ cod_phone_confirmation: event.currentTarget.checked })}
          data-testid="cod-phone-confirmation"
        />
        <span>
          <span className="block font-bold text-slate-900">{t("order_settings.cod_phone_confirmation")}</span>
          <span className="block text-sm text-slate-600">
            {t("order_settings.cod_phone_confirmation_hint")}
          </span>
        </span>
      </label>
      {save.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("order_settings.save_failed")}
        </p>
      )}
    </Panel>
  );
}
