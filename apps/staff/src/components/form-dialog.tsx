import * as Dialog from "@radix-ui/react-dialog";
import type { FormEvent, ReactElement, ReactNode } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Button } from "./button.tsx";
import { FormAlert } from "./field.tsx";

const sizes = {
  /** A field or two, in the middle of the screen. */
  small: {
    content: "fixed inset-x-4 top-1/4 z-50 mx-auto max-w-md rounded-lg bg-white p-6 shadow-xl",
    description: "mt-2 text-slate-700",
    form: "mt-4 space-y-3",
  },
  /** A long form: the screen's height, scrolling. */
  tall: {
    content:
      "fixed inset-x-2 top-4 bottom-4 z-50 mx-auto max-w-xl overflow-y-auto rounded-lg bg-white p-4 shadow-xl sm:inset-x-4 sm:p-6",
    description: "mt-1 text-sm text-slate-700",
    form: "mt-4 space-y-4",
  },
} as const;

/**
 * A form in a dialog that `trigger` opens (an order's move undone with a reason, a return recorded): the form's
 * problem above its fields, Cancel and the submit button under them. Focus stays inside until it is closed.
 */
export function FormDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  size = "small",
  alert,
  onSubmit,
  submitLabel,
  submitLook = "primary",
  cancelLabel,
  busy,
  children,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  size?: keyof typeof sizes;
  alert: ReactNode;
  onSubmit(event: FormEvent): void;
  submitLabel: string;
  submitLook?: "primary" | "danger";
  cancelLabel?: string;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const look = sizes[size];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className={look.content}>
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className={look.description}>{description}</Dialog.Description>
          <form onSubmit={onSubmit} noValidate className={look.form}>
            <FormAlert>{alert}</FormAlert>
            {children}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button look="secondary">{cancelLabel ?? t("common.cancel")}</Button>
              </Dialog.Close>
              <Button type="submit" look={submitLook} disabled={busy}>
                {submitLabel}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
