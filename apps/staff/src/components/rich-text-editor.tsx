import { directionOf, type Language } from "@dukkan/contracts/languages";
import { useId, useRef } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { inputClass } from "./field.tsx";
import { wrapSelection } from "./rich-text.ts";

/**
 * A small HTML editor for descriptions: the HTML in a text area whose `lang`/`dir` follow the content language,
 * and a toolbar that wraps the selection in a tag (bold, italic, heading, paragraph, list item) — no
 * `execCommand`, nothing that depends on the browser's editing quirks. The server sanitizes what is saved.
 * In any language but Arabic, the Arabic source's HTML is shown above the field (`source`), to translate from.
 *   <RichTextEditor label="Description" language="ckb" value={html} source={arabicHtml} onChange={setHtml} />
 */
const tools = [
  { tag: "strong", label: "rich.bold", shortcut: "B" },
  { tag: "em", label: "rich.italic", shortcut: "I" },
  { tag: "h3", label: "rich.heading" },
  { tag: "p", label: "rich.paragraph" },
  { tag: "li", label: "rich.list_item" },
] as const;

export function RichTextEditor({
  label,
  language,
  value,
  onChange,
  readOnly = false,
  source,
}: {
  label: string;
  language: Language;
  value: string;
  /** The Arabic HTML, shown beside a translation. */
  source?: string | undefined;
  onChange: (html: string) => void;
  readOnly?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const apply = (tag: string) => {
    const element = area.current;
    if (!element) return;
    const result = wrapSelection(element.value, element.selectionStart, element.selectionEnd, tag);
    onChange(result.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(result.start, result.end);
    });
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-bold text-slate-800">
        {label} · {t(`language.${language}`)}
      </label>
      {language !== "ar" && source !== undefined && (
        <div className="space-y-1">
          <p className="text-sm font-bold text-slate-600">{t("localized.source")}</p>
          <p
            lang="ar"
            dir="rtl"
            className="max-h-32 overflow-y-auto whitespace-pre-wrap break-words rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
          >
            {source || "—"}
          </p>
        </div>
      )}
      {!readOnly && (
        <div
          role="toolbar"
          aria-label={t("rich.toolbar")}
          aria-controls={id}
          className="flex flex-wrap gap-1"
        >
          {tools.map((tool) => (
            <button
              key={tool.tag}
              type="button"
              onClick={() => apply(tool.tag)}
              className="min-h-8 rounded border border-slate-300 bg-white px-2 text-sm font-bold"
            >
              {t(tool.label)}
            </button>
          ))}
        </div>
      )}
      <textarea
        id={id}
        ref={area}
        lang={language}
        dir={directionOf(language)}
        rows={6}
        value={value}
        readOnly={readOnly}
        spellCheck
        className={`${inputClass} font-mono text-sm read-only:bg-slate-100`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
          const tool = tools.find((x) => "shortcut" in x && event.code === `Key${x.shortcut}`);
          if (tool) {
            event.preventDefault();
            apply(tool.tag);
          }
        }}
      />
    </div>
  );
}
