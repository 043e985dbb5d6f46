import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * Toasts with react-hot-toast (spec §4, §9), loaded on the first toast rather than with every page:
 * no first view shows one, and the library would cost its 5 KB there (docs/decisions/0004).
 */
type ToastType = "blank" | "error" | "success" | "loading";

let requested = false;
const listeners = new Set<() => void>();
const loadLibrary = () => import("react-hot-toast");

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadLibrary();
  return {
    default: () => (
      <Toaster
        position="top-center"
        toastOptions={{
          // Spec §9: 4000 ms for blank, error and custom; 2000 ms for success; loading until dismissed.
          duration: 4000,
          removeDelay: 1000,
          success: { duration: 2000 },
          error: { duration: 4000 },
          loading: { duration: Number.POSITIVE_INFINITY },
          className: "!rounded-lg !text-sm !font-medium",
        }}
      />
    ),
  };
});

/** Shows a toast; returns its id once the library has loaded. */
export async function notify(type: ToastType, message: string): Promise<string> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const { toast } = await loadLibrary();
  return type === "blank" ? toast(message) : toast[type](message);
}

export async function dismissToast(id?: string): Promise<void> {
  const { toast } = await loadLibrary();
  toast.dismiss(id);
}

/** Mounted once in the frame; renders the toaster after the first `notify`. */
export function ToastHost() {
  const show = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
