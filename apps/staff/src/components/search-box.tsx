import { useId } from "react";
import { useListParams } from "#staff/lib/list-params.ts";
import { inputClass } from "./field.tsx";

/** The list's search field, bound to `?q=` (`/` focuses it: lib/shortcuts.ts). */
export function SearchBox({ label, hint }: { label: string; hint?: string }) {
  const id = useId();
  const list = useListParams();
  return (
    <search className="block min-w-0 max-w-md flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        data-shortcut-search
        aria-keyshortcuts="/"
        defaultValue={list.q}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
        onChange={(event) => list.set({ q: event.target.value }, { replace: true })}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </search>
  );
}
