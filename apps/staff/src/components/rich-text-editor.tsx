import type { Language } from "@dukkan/contracts/languages";
import { lazy, Suspense, useId } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";

/**
 * The rich-text editor of HTML fields (descriptions, slide texts, blog posts, translations): staff edit the
 * rendered text, never tags, with the `lang`/`dir` of the content language; the value stays an HTML string.
 * ProseMirror is loaded on first use (docs/decisions/0024), so only screens with rich text pay for it.
 * In any language but Arabic, the Arabic source is shown above the field (`source`), rendered, and an empty
 * translation can start from its structure.
 *   <RichTextEditor label="Description" language="ckb" value={html} source={arabicHtml} onChange={setHtml} />
 */
const RichTextArea = lazy(() => import("./rich-text-area.tsx"));
const LazyRichTextView = lazy(() =>
  import("./rich-text-area.tsx").then((m) => ({ default: m.RichTextView })),
);

export function RichTextEditor({
  label,
  language,
  value,
  onChange,
  readOnly = false,
  source,
  sourceShown = true,
}: {
  label: string;
  language: Language;
  value: string;
  /** The Arabic HTML, shown beside a translation and offered as its starting structure. */
  source?: string | undefined;
  /** False where the page shows the source itself (the translation workspace). */
  sourceShown?: boolean;
  onChange: (html: string) => void;
  readOnly?: boolean;
}) {
  const { t } = useI18n();
  const labelId = useId();
  const translating = language !== "ar" && source !== undefined;
  return (
    <div className="space-y-1">
      <p id={labelId} className="block text-sm font-bold text-slate-800">
        {label} · {t(`language.${language}`)}
      </p>
      {translating && sourceShown && (
        <div className="space-y-1">
          <p className="text-sm font-bold text-slate-600">{t("localized.source")}</p>
          {/* A long source scrolls: the box takes the keyboard focus (axe scrollable-region-focusable). */}
          <section
            className="max-h-48 overflow-y-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled box of text must be reachable by keyboard
            tabIndex={0}
            aria-label={`${label} · ${t("localized.source")}`}
          >
            <RichTextSource html={source} language="ar" />
          </section>
        </div>
      )}
      <Suspense fallback={<p className="min-h-32 text-sm text-slate-600">{t("rich.loading")}</p>}>
        <RichTextArea
          labelId={labelId}
          language={language}
          value={value}
          onChange={onChange}
          readOnly={readOnly}
          source={translating ? source : undefined}
        />
      </Suspense>
    </div>
  );
}

/** A source text shown rendered and read-only, in its language's direction ("—" when there is none). */
export function RichTextSource({
  html,
  language,
  className = "",
}: {
  html: string;
  language: Language;
  className?: string;
}) {
  const box = `rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 py-2 ${className}`;
  if (!html.trim()) return <p className={box}>—</p>;
  return (
    <Suspense fallback={<p className={box}>…</p>}>
      <LazyRichTextView html={html} language={language} className={box} />
    </Suspense>
  );
}
