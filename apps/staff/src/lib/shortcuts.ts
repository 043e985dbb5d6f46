import { useEffect } from "react";

/**
 * Keyboard shortcuts by `KeyboardEvent.code` (the physical key), so they work on an Arabic or Kurdish layout
 * where the key left of the right Shift types ظ, not "/". `/` focuses the page's search box; Ctrl/Cmd+S saves
 * the form being edited (or the page's only form); N follows the page's "new" link (`data-shortcut-new`).
 */
export function useGlobalShortcuts(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.code === "KeyS" && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        formToSave()?.requestSubmit();
        return;
      }
      // N: the page's "new" action (the order list's "New order"), where the page has one.
      if (event.code === "KeyN" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event)) {
        const create = document.querySelector<HTMLElement>("[data-shortcut-new]");
        if (!create) return;
        event.preventDefault();
        create.click();
        return;
      }
      if (event.code === "Slash" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event)) {
        const search = document.querySelector<HTMLInputElement>("[data-shortcut-search]");
        if (!search) return;
        event.preventDefault();
        search.focus();
        search.select();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}

function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function formToSave(): HTMLFormElement | null {
  const active = document.activeElement?.closest<HTMLFormElement>("form[data-shortcut-save]");
  if (active) return active;
  const forms = document.querySelectorAll<HTMLFormElement>("form[data-shortcut-save]");
  return forms.length === 1 ? (forms[0] ?? null) : null;
}
