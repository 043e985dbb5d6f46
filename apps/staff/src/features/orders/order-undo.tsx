import type { StaffOrder } from "@dukkan/contracts/order-desk";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { inputClass, useErrorText } from "#staff/components/field.tsx";
import { FormDialog } from "#staff/components/form-dialog.tsx";
import { failureCode } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { undoableMove } from "./order-edit-rules.ts";
import { useDeskMutation } from "./orders-api.ts";

/** "Undo last move" for managers and the owner, within 24 hours, with a reason asked in a dialog. */
export function UndoLastMove({ order }: { order: StaffOrder }) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const allowed = useMe().permissions.includes("orders.undo");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const undo = useDeskMutation((body: { reason: string }) => ({
    path: `staff/orders/${order.order_number}/undo`,
    method: "POST",
    body,
  }));
  const move = undoableMove(order);
  if (!allowed || !move) return null;
  const previous = order.events.filter((e) => e.kind === "status" || e.kind === "undo").at(-2)?.status;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(!reason.trim());
    if (!reason.trim()) return;
    await undo
      .mutateAsync({ reason: reason.trim() })
      .then(() => {
        setOpen(false);
        setReason("");
      })
      .catch(() => undefined);
  }
  const failure = failureCode(undo.error);

  return (
    <FormDialog
      trigger={<Button look="secondary">{t("order_edits.undo")}</Button>}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) undo.reset();
      }}
      title={t("order_edits.undo_title")}
      description={t("order_edits.undo_description", {
        from: t(`order_status.${move.status}`),
        to: previous ? t(`order_status.${previous}`) : "",
      })}
      alert={missing ? t("order_edits.error_reason") : failure ? errorText(failure) : null}
      onSubmit={onSubmit}
      submitLabel={t("order_edits.undo_confirm")}
      submitLook="danger"
      cancelLabel={t("order_edits.cancel")}
      busy={undo.isPending}
    >
      <div>
        <label htmlFor="undo-reason" className="block text-sm font-bold text-slate-800">
          {t("order_edits.reason")}
        </label>
        <input
          id="undo-reason"
          required
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          className={inputClass}
        />
      </div>
    </FormDialog>
  );
}
