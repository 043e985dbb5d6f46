import type { StaffOrder } from "@dukkan/contracts/order-desk";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { FormAlert, inputClass, useErrorText } from "#staff/components/field.tsx";
import { ApiError } from "#staff/lib/api.ts";
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
  const failure =
    undo.error instanceof ApiError
      ? (Object.values(undo.error.errors)[0]?.[0] ?? undo.error.code)
      : undo.error
        ? "generic"
        : undefined;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) undo.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button look="secondary">{t("order_edits.undo")}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/4 z-50 mx-auto max-w-md rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t("order_edits.undo_title")}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {t("order_edits.undo_description", {
              from: t(`order_status.${move.status}`),
              to: previous ? t(`order_status.${previous}`) : "",
            })}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
            <FormAlert>
              {missing ? t("order_edits.error_reason") : failure ? errorText(failure) : null}
            </FormAlert>
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
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button look="secondary">{t("order_edits.cancel")}</Button>
              </Dialog.Close>
              <Button type="submit" look="danger" disabled={undo.isPending}>
                {t("order_edits.undo_confirm")}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
