import type { ReactNode } from "react";

export function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold text-stone-900">
        <span
          className="me-3 inline-block h-6 w-1.5 rounded-full bg-teal-700 align-[-0.2em]"
          aria-hidden="true"
        />
        {title}
      </h2>
      {action}
    </div>
  );
}

export function SectionError({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-stone-100 px-4 py-6 text-center text-stone-600">
      {message}
    </p>
  );
}
