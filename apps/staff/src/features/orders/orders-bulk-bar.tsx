import {
  type BulkMoveRequest,
  type BulkMoveResult,
  type BulkMoveTarget,
  bulkMoveTargets,
  maxBulkMove,
} from "@dukkan/contracts/reports";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { staffApi, staffDownload } from "#staff/lib/api.ts";
import { saveFile } from "#staff/lib/download.ts";
import { isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { couriersQuery } from "./orders-api.ts";

type Filters = Record<string, string | number | undefined>;

const bulkMove = async (body: BulkMoveRequest) =>
  (await staffApi<{ data: BulkMoveResult }>("staff/orders/bulk-move", { method: "POST", body })).data;

/** Downloads the order sheet (issue 38): the list's filters, or the picked orders. */
function ExportButtons({ label, query }: { label: string; query: Filters }) {
  const { t, language } = useI18n();
  const [busy, setBusy] = useState<"csv" | "xlsx" | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (format: "csv" | "xlsx") => {
    setBusy(format);
    setFailed(false);
    try {
      const blob = await staffDownload(`staff/export/orders.${format}`, {
        query: { ...query, lang: language },
      });
      saveFile(blob, `dukkan-orders-${new Date().toISOString().slice(0, 10)}.${format}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-start me-1 text-sm font-bold text-slate-800">{label}</legend>
      {(["csv", "xlsx"] as const).map((format) => (
        <Button key={format} look="secondary" disabled={busy !== null} onClick={() => void download(format)}>
          {busy === format ? t("reports.exporting") : t(`reports.export_${format}`)}
        </Button>
      ))}
      {failed && (
        <p role="alert" className="w-full text-sm font-bold text-red-700">
          {t("errors.generic")}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The order list's bulk actions (issue 38): export the filtered list or the selection, and move the selection
 * (confirm, prepare, hand to a courier, deliver). The server moves each order that may move, one by one, and says
 * which it skipped and why; the summary stays until the next action.
 */
export function OrdersBulkBar({
  filters,
  picked,
  onMoved,
}: {
  filters: Filters;
  picked: string[];
  onMoved: () => void;
}) {
  const { t } = useI18n();
  const me = useMe();
  const queryClient = useQueryClient();
  const canMove = me.permissions.includes("orders.move");
  const couriers = (useQuery({ ...couriersQuery, enabled: canMove }).data ?? []).filter((c) => c.active);
  const [target, setTarget] = useState<BulkMoveTarget | "">("");
  const [courierId, setCourierId] = useState("");
  const [missing, setMissing] = useState<"status" | "courier" | null>(null);
  const [result, setResult] = useState<BulkMoveResult | null>(null);
  const move = useMutation({
    mutationFn: bulkMove,
    onSuccess: async (answer) => {
      setResult(answer);
      onMoved();
      await queryClient.invalidateQueries();
    },
  });
  const submit = () => {
    if (!target) return setMissing("status");
    if (target === "with_courier" && !courierId) return setMissing("courier");
    setMissing(null);
    move.mutate({
      order_numbers: picked,
      status: target,
      ...(target === "with_courier" ? { courier_id: Number(courierId) } : {}),
    });
  };
  return (
    <div className="mb-4 grid gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <ExportButtons label={t("reports.export_filtered")} query={filters} />
        {picked.length > 0 && (
          <ExportButtons
            label={t("reports.export_selection", { count: isolatedCount(picked.length) })}
            query={{ numbers: picked.join(",") }}
          />
        )}
      </div>
      {canMove && picked.length > 0 && (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3"
          aria-label={t("reports.bulk_title", { count: isolatedCount(picked.length) })}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <div className="min-w-48">
            <SelectField
              label={t("reports.bulk_move_to")}
              value={target}
              required
              error={missing === "status" ? "required" : undefined}
              onChange={(e) => setTarget(e.target.value as BulkMoveTarget | "")}
              emptyLabel={t("reports.bulk_choose_move")}
              options={bulkMoveTargets.map((s) => ({ value: s, label: t(`reports.bulk_to_${s}`) }))}
            />
          </div>
          {target === "with_courier" && (
            <div className="min-w-48">
              <SelectField
                label={t("reports.bulk_courier")}
                value={courierId}
                required
                error={missing === "courier" ? "required" : undefined}
                onChange={(e) => setCourierId(e.target.value)}
                emptyLabel={t("reports.bulk_choose_courier")}
                options={couriers.map((c) => ({ value: String(c.id), label: c.name }))}
              />
            </div>
          )}
          <Button type="submit" disabled={move.isPending || picked.length > maxBulkMove}>
            {t("reports.bulk_apply", { count: isolatedCount(picked.length) })}
          </Button>
          {picked.length > maxBulkMove && (
            <p className="w-full text-sm font-bold text-red-700">
              {t("reports.bulk_too_many", { max: isolatedCount(maxBulkMove) })}
            </p>
          )}
        </form>
      )}
      {move.isError && (
        <p role="alert" className="font-bold text-red-700">
          {t("errors.generic")}
        </p>
      )}
      {result && <BulkSummary result={result} />}
    </div>
  );
}

function BulkSummary({ result }: { result: BulkMoveResult }) {
  const { t } = useI18n();
  return (
    <div role="status" className="rounded-md border border-slate-300 bg-white p-3">
      <p className="font-bold text-slate-900">
        {t("reports.bulk_done", {
          moved: isolatedCount(result.moved.length),
          status: t(`order_status.${result.status}`),
          skipped: isolatedCount(result.skipped.length),
        })}
      </p>
      {result.skipped.length > 0 && (
        <ul className="mt-2 list-disc ps-5 text-slate-800">
          {result.skipped.map((s) => (
            <li key={s.order_number}>
              <bdi dir="ltr">{s.order_number}</bdi>:{" "}
              {t(`reports.skip_${s.reason}`, { status: s.status ? t(`order_status.${s.status}`) : "" })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
