import { stockAdjustmentReasons } from "@dukkan/contracts/catalog-admin";
import { westernDigits } from "@dukkan/contracts/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Field, SaveForm, SubmitRow } from "#staff/components/field.tsx";
import { Panel } from "#staff/components/page.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useFormSubmit } from "#staff/lib/use-form-submit.ts";
import { useStockChange } from "./stock-api.ts";

/** A whole number typed in any digits the keyboard gives (٠-٩, ۰-۹), with an optional sign. */
const wholeNumber = (signed: boolean) =>
  z.string().transform((text, ctx) => {
    const plain = westernDigits(text)
      .replace(/[\s\u066c,]/g, "")
      .replace(/^\u2212/, "-");
    if (!(signed ? /^[+-]?\d{1,7}$/ : /^\d{1,7}$/).test(plain)) {
      ctx.addIssue({ code: "custom", message: "invalid_quantity" });
      return z.NEVER;
    }
    return Number(plain);
  });

const adjustmentForm = z
  .object({
    delta: wholeNumber(true).refine((n) => n !== 0, { message: "zero_change" }),
    reason: z.enum(stockAdjustmentReasons, { message: "required" }),
    note: z.string().trim().max(500, { message: "too_long" }),
  })
  .refine((form) => form.reason !== "other" || form.note !== "", {
    path: ["note"],
    message: "note_for_other",
  });

const stocktakeForm = z.object({
  counted: wholeNumber(false),
  note: z.string().trim().max(500, { message: "too_long" }),
});

/** Units in (a positive number) or out (a negative one), with why. */
export function AdjustmentForm({ sizeId }: { sizeId: number }) {
  const { t } = useI18n();
  const stockChange = useStockChange(sizeId);
  const form = useForm({
    resolver: zodResolver(adjustmentForm),
    defaultValues: { delta: "", reason: undefined, note: "" } as unknown as z.input<typeof adjustmentForm>,
  });
  const { onSubmit, alert, saved } = useFormSubmit(form, ["delta", "reason", "note"], async (values) => {
    await stockChange.mutateAsync({
      delta: values.delta,
      reason: values.reason,
      note: values.note || undefined,
    });
    form.reset();
  });
  const errors = form.formState.errors;
  return (
    <Panel title={t("stock.adjust")}>
      <SaveForm onSubmit={onSubmit} alert={alert} className="space-y-4">
        <p className="text-sm text-slate-700">{t("stock.adjust_hint")}</p>
        <Field
          label={t("stock.delta")}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          error={errors.delta?.message}
          {...form.register("delta")}
        />
        <SelectField
          label={t("stock.reason")}
          emptyLabel={t("stock.reason_choose")}
          options={stockAdjustmentReasons.map((value) => ({ value, label: t(`stock.reason_${value}`) }))}
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <Field label={t("stock.note")} error={errors.note?.message} {...form.register("note")} />
        <SubmitRow
          label={t("stock.adjust_submit")}
          busy={form.formState.isSubmitting}
          savedText={saved && t("stock.recorded")}
        />
      </SaveForm>
    </Panel>
  );
}

/** The quantity counted on the shelf becomes the stock (a movement of the difference). */
export function StocktakeForm({ sizeId }: { sizeId: number }) {
  const { t } = useI18n();
  const stockChange = useStockChange(sizeId);
  const form = useForm({
    resolver: zodResolver(stocktakeForm),
    defaultValues: { counted: "", note: "" } as z.input<typeof stocktakeForm>,
  });
  const { onSubmit, alert, saved } = useFormSubmit(form, ["counted", "note"], async (values) => {
    await stockChange.mutateAsync({ counted: values.counted, note: values.note || undefined });
    form.reset();
  });
  const errors = form.formState.errors;
  return (
    <Panel title={t("stock.stocktake")}>
      <SaveForm onSubmit={onSubmit} alert={alert} className="space-y-4">
        <p className="text-sm text-slate-700">{t("stock.stocktake_hint")}</p>
        <Field
          label={t("stock.counted")}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          error={errors.counted?.message}
          {...form.register("counted")}
        />
        <Field label={t("stock.note")} error={errors.note?.message} {...form.register("note")} />
        <SubmitRow
          look="secondary"
          label={t("stock.stocktake_submit")}
          busy={form.formState.isSubmitting}
          savedText={saved && t("stock.recorded")}
        />
      </SaveForm>
    </Panel>
  );
}
