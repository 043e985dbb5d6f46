import type { ReactNode } from "react";

/** A labelled input with its error below it, announced to screen readers. */
export function CheckoutField({
  name,
  label,
  required,
  requiredMark,
  error,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  requiredMark: string;
  error?: string | undefined;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid": boolean;
    "aria-describedby": string | undefined;
    required: boolean | undefined;
    className: string;
  }) => ReactNode;
}) {
  const id = `checkout-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label} {required && <span className="text-xs text-stone-500">{requiredMark}</span>}
      </label>
      {children({
        id,
        name,
        "aria-invalid": Boolean(error),
        "aria-describedby": error ? `${id}-error` : undefined,
        required,
        className:
          "rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-teal-700 focus:outline-none focus:ring-2 focus:ring-teal-700/30 aria-[invalid=true]:border-red-600",
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
