import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { inputClass } from "#staff/components/field.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";

/** The value after it has stopped changing for `ms`: one request per pause in typing, not per key. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A search box whose matches are a list to pick from, by keyboard alone (the ARIA combobox pattern): focus
 * stays in the box while ↓/↑ move the highlighted match (`aria-activedescendant`), Enter picks it, Escape closes
 * the list (a second Escape clears the box). Enter never submits the surrounding form. The count of matches is
 * announced.
 */
export function EntryCombobox<T>({
  label,
  hint,
  term,
  onTerm,
  options,
  loading,
  optionKey,
  renderOption,
  onPick,
  invalid,
  describedBy,
  inputId,
}: {
  label: string;
  hint?: string;
  term: string;
  onTerm: (term: string) => void;
  /** null while nothing has been asked (an empty box) */
  options: readonly T[] | null;
  loading: boolean;
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onPick: (option: T) => void;
  invalid?: boolean;
  describedBy?: string;
  inputId?: string;
}) {
  const { t } = useI18n();
  const ownId = useId();
  const id = inputId ?? ownId;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = options ?? [];
  const expanded = open && term.trim() !== "" && found.length > 0;
  // New matches: the first is highlighted, so that Enter picks the best one.
  const [shown, setShown] = useState(options);
  if (shown !== options) {
    setShown(options);
    setActive(0);
  }

  function pick(option: T | undefined) {
    if (option === undefined) return;
    onPick(option);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((i) => Math.min(i + 1, found.length - 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case "Enter":
        event.preventDefault();
        if (expanded) pick(found[active]);
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (term !== "") {
          event.preventDefault();
          onTerm("");
        }
        break;
    }
  }

  const status =
    term.trim() === ""
      ? ""
      : loading && options === null
        ? t("order_entry.searching")
        : found.length === 0
          ? t("order_entry.no_matches")
          : t("order_entry.matches", { count: found.length });
  const hintId = hint ? `${id}-hint` : undefined;

  return (
    <div className="relative space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? `${listId}-${active}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(" ") || undefined}
        value={term}
        onChange={(e) => {
          onTerm(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={inputClass}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute start-0 end-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-300 bg-white shadow-lg"
      >
        {found.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the box takes the keys (aria-activedescendant); options are never focused
          <div
            key={optionKey(option)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box: a click picks without blurring it first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(option)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 ${
              index === active
                ? "bg-brand-700 text-white outline outline-2 outline-brand-800"
                : "text-slate-900"
            }`}
          >
            {renderOption(option)}
          </div>
        ))}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
