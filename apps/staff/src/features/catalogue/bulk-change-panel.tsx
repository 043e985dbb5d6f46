import type { BulkAnswer, BulkChange } from "@dukkan/contracts/product-bulk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { ConfirmDialog } from "#staff/components/confirm-dialog.tsx";
import { Field, FormAlert } from "#staff/components/field.tsx";
import { Count } from "#staff/components/islands.tsx";
import { ScrollRegion } from "#staff/components/scroll-region.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { staffApi } from "#staff/lib/api.ts";
import { failureCode } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { brandsQuery, categoriesQuery } from "./catalogue-api.ts";

const kinds = [
  "price_percent",
  "price_amount",
  "discount",
  "activate",
  "deactivate",
  "brand",
  "category_add",
  "category_replace",
] as const;
type Kind = (typeof kinds)[number];

/** The form's choice as the API's change; null while its value is missing or not a number. */
function changeOf(kind: Kind, value: string): BulkChange | null {
  const number = value.trim() === "" ? Number.NaN : Number(value.replace(",", "."));
  switch (kind) {
    case "price_percent":
      return Number.isFinite(number) ? { kind: "price", percent: number } : null;
    case "price_amount":
      return Number.isInteger(number) ? { kind: "price", amount: number } : null;
    case "discount":
      return Number.isInteger(number) ? { kind: "discount", value: number } : null;
    case "activate":
      return { kind: "active", value: true };
    case "deactivate":
      return { kind: "active", value: false };
    case "brand":
      return value ? { kind: "brand", brand_id: Number(value) } : null;
    default:
      return value
        ? { kind: "category", category_id: Number(value), mode: kind === "category_add" ? "add" : "replace" }
        : null;
  }
}

/** A before or after: a number in the interface's digits, yes or no, or a name as it is. */
function Value({ text }: { text: string }) {
  const { t } = useI18n();
  if (/^-?\d+$/.test(text)) return <Count value={Number(text)} />;
  if (text === "true" || text === "false") return <>{t(`bulk.value_${text}`)}</>;
  return <>{text}</>;
}

/**
 * Bulk change (issue 19) of every product the list's filters select, all pages: a change, its preview (before
 * and after, with how many products and rows), then the change itself after a confirmation.
 */
export function BulkChangePanel({ filters }: { filters: Record<string, string | number | undefined> }) {
  const { t } = useI18n();
  const localize = useLocalize();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>("price_percent");
  const [value, setValue] = useState("");
  const [preview, setPreview] = useState<BulkAnswer | null>(null);
  const [done, setDone] = useState<BulkAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const brands = useQuery({ ...brandsQuery, enabled: kind === "brand" }).data ?? [];
  const categories = useQuery({ ...categoriesQuery, enabled: kind.startsWith("category") }).data ?? [];
  const change = changeOf(kind, value);
  const numeric = kind === "price_percent" || kind === "price_amount" || kind === "discount";

  async function send(step: "preview" | "apply") {
    if (!change) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await staffApi<BulkAnswer>(`staff/products/bulk/${step}`, {
        method: "POST",
        body: { filters: { ...filters, page: undefined, per_page: undefined, sort: undefined }, change },
      });
      if (step === "preview") setPreview(answer);
      else {
        setDone(answer);
        setPreview(null);
        await queryClient.invalidateQueries();
      }
    } catch (error) {
      setProblem(
        failureCode(error) === "price_not_positive" ? t("bulk.price_not_positive") : t("errors.generic"),
      );
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  const reset = () => {
    setPreview(null);
    setDone(null);
  };
  return (
    <details className="mb-4 rounded-md border border-slate-200 p-3">
      <summary className="min-h-10 cursor-pointer py-2 font-bold text-slate-900">{t("bulk.title")}</summary>
      <p className="mb-3 text-sm text-slate-700">{t("bulk.hint")}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t("bulk.change")}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as Kind);
            setValue("");
            reset();
          }}
          options={kinds.map((k) => ({ value: k, label: t(`bulk.kind_${k}`) }))}
        />
        {numeric && (
          <Field
            label={t(
              kind === "price_percent"
                ? "bulk.percent"
                : kind === "price_amount"
                  ? "bulk.amount"
                  : "bulk.discount",
            )}
            hint={kind.startsWith("price") ? t("bulk.rounding") : undefined}
            inputMode="decimal"
            dir="ltr"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              reset();
            }}
          />
        )}
        {(kind === "brand" || kind.startsWith("category")) && (
          <SelectField
            label={kind === "brand" ? t("bulk.brand") : t("bulk.category")}
            emptyLabel={t("bulk.choose")}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              reset();
            }}
            options={(kind === "brand" ? brands : categories).map((item) => ({
              value: String(item.id),
              label: localize(item.name),
            }))}
          />
        )}
        <Button look="secondary" disabled={!change || busy} onClick={() => void send("preview")}>
          {t("bulk.preview")}
        </Button>
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
      {done && (
        <p role="status" className="mt-3 font-bold text-emerald-800">
          {t("bulk.done", { count: done.changes })}
        </p>
      )}
      {preview && (
        <div className="mt-4 space-y-3">
          <p role="status" className="font-bold">
            {t("bulk.summary", { products: preview.products, changes: preview.changes })}
          </p>
          {preview.preview.length > 0 && (
            <ScrollRegion label={t("bulk.before_after")}>
              <table className="w-full text-sm">
                <caption className="mb-2 text-start font-bold">{t("bulk.before_after")}</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="p-2 text-start">
                      {t("bulk.product")}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t("bulk.before")}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t("bulk.after")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.preview.map((row) => (
                    <tr
                      key={`${row.product_id}-${row.size ? localize(row.size) : ""}`}
                      className="border-b border-slate-100"
                    >
                      <td className="p-2">
                        {localize(row.name)} <span dir="ltr">({row.code})</span>
                        {row.size && ` · ${localize(row.size)}`}
                      </td>
                      <td className="p-2">
                        <Value text={row.before} />
                      </td>
                      <td className="p-2 font-bold">
                        <Value text={row.after} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          {preview.changes > 0 && (
            <Button disabled={busy} onClick={() => setConfirming(true)}>
              {t("bulk.apply", { count: preview.changes })}
            </Button>
          )}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t("bulk.confirm")}
            description={t("bulk.summary", { products: preview.products, changes: preview.changes })}
            confirmLabel={t("bulk.apply", { count: preview.changes })}
            onConfirm={() => void send("apply")}
            busy={busy}
          />
        </div>
      )}
    </details>
  );
}
