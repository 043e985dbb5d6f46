import { useEffect, useId, useRef, useState } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Button } from "./button.tsx";
import { inputClass } from "./field.tsx";
import { safeHref } from "./rich-text.ts";

/**
 * The address of a new link, asked for below the toolbar (not a nested <form>: the editor sits inside the
 * page's form). Enter adds it, Escape goes back to the text; only links the server keeps are accepted.
 */
export function RichTextLinkForm({
  onApply,
  onCancel,
}: {
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState("");
  const [invalid, setInvalid] = useState(false);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const href = safeHref(address);
    if (href) onApply(href);
    else setInvalid(true);
  };
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-2">
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-bold text-slate-800">
          {t("rich.link_address")}
        </label>
        <input
          id={id}
          ref={input}
          dir="ltr"
          inputMode="url"
          value={address}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={inputClass}
          onChange={(event) => {
            setAddress(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
        />
        {invalid && (
          <p id={`${id}-error`} className="text-sm text-red-800">
            {t("rich.link_invalid")}
          </p>
        )}
      </div>
      <Button onClick={apply}>{t("rich.link_apply")}</Button>
      <Button look="secondary" onClick={onCancel}>
        {t("rich.link_cancel")}
      </Button>
    </div>
  );
}
