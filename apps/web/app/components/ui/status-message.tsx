import type { ReactNode } from "react";

/**
 * An empty state or a load failure, in the page where the content would be. Failures are announced
 * (`role="alert"`); empty states are plain text.
 */
export function StatusMessage({ kind, children }: { kind: "empty" | "error"; children: ReactNode }) {
  const tone =
    kind === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-stone-200 bg-white text-stone-600";
  return (
    <p
      role={kind === "error" ? "alert" : undefined}
      data-state={kind}
      className={`rounded-xl border px-4 py-8 text-center ${tone}`}
    >
      {children}
    </p>
  );
}
