import { useSyncExternalStore } from "react";

/** Whether the cart side panel is open; anything (the header, an add-to-cart button) may open it. */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const cartPanel = {
  open: () => set(true),
  close: () => set(false),
};

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
