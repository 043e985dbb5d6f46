import { useSyncExternalStore } from "react";

/**
 * Which product the quick-view modal shows, if any. Product cards open it; the modal (features/quick-view,
 * loaded on the first opening) reads it. A module store keeps cards free of any modal code.
 */
export interface QuickViewRequest {
  productId: number;
  /** Where focus returns when the modal closes. */
  opener: HTMLElement | null;
}

let current: QuickViewRequest | null = null;
const listeners = new Set<() => void>();

function emit(next: QuickViewRequest | null) {
  current = next;
  for (const listener of listeners) listener();
}

export const quickView = {
  open(productId: number, opener: HTMLElement | null = null) {
    emit({ productId, opener });
  },
  close() {
    emit(null);
  },
};

export function useQuickViewRequest(): QuickViewRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
