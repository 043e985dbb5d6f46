import { useEffect, useId, useRef, useState } from "react";
import { inputClass } from "./field.tsx";

/**
 * The page's search box (`/` focuses it, lib/shortcuts.ts). It shows what is typed at once and reports it
 * after a short pause, so that a list in the URL is not re-queried on every key:
 *   <SearchBox label={"products.search"} value={list.q} onSearch={(q) => change({ q })} />
 */
export function SearchBox({
  label,
  value,
  onSearch,
  delay = 250,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
  delay?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A back/forward navigation changes the URL's value: the box follows it.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <search className="block min-w-0 flex-1 basis-64">
      <label htmlFor={id} className="mb-1 block text-sm font-bold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="search"
        data-shortcut-search
        aria-keyshortcuts="/"
        value={text}
        className={inputClass}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next), delay);
        }}
      />
    </search>
  );
}
