import { type ReactNode, useEffect } from "react";
import { useBlocker } from "react-router";
import { useI18n } from "#staff/lib/i18n.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/**
 * Warns before a form with unsaved changes is left: a confirm dialog on a link or the back button, the
 * browser's own question when the tab is closed or reloaded. Nothing while `dirty` is false (after a save). A
 * form that moves on after saving navigates with `replace` (a new row to its page), which is never held up.
 * Render what it returns:
 *   const leaveGuard = useUnsavedChanges(Object.keys(changesOf(draft, saved)).length > 0);
 *   return <>{form}{leaveGuard}</>;
 */
export function useUnsavedChanges(dirty: boolean): ReactNode {
  const { t } = useI18n();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirty && historyAction !== "REPLACE" && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title={t("unsaved.title")}
      description={t("unsaved.description")}
      confirmLabel={t("unsaved.leave")}
      onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
    />
  );
}
