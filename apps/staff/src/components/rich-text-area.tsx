import { directionOf, type Language } from "@dukkan/contracts/languages";
import { toggleMark } from "prosemirror-commands";
import { DOMSerializer } from "prosemirror-model";
import { type Command, EditorState } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { Button } from "./button.tsx";
import { inputClass } from "./field.tsx";
import {
  cleanPastedHtml,
  docToHtml,
  emptyStructure,
  htmlToDoc,
  isBlank,
  richTextSchema as schema,
} from "./rich-text.ts";
import {
  addLink,
  editorPlugins,
  isBlockActive,
  isListActive,
  isMarkActive,
  removeLink,
  replaceDocument,
  toggleHeading,
  toggleList,
  toParagraph,
} from "./rich-text-commands.ts";
import { RichTextLinkForm } from "./rich-text-link-form.tsx";

/**
 * The rich-text editor itself (loaded lazily: only screens with rich text fetch ProseMirror). Staff edit the
 * rendered text; the HTML goes in and out as a string. The toolbar is one tab stop (arrows move within it) and
 * every button says whether it applies at the caret (aria-pressed).
 */

/** How stored rich text looks in the staff app: the storefront's blocks, in the staff app's type. */
export const richTextClass =
  "break-words [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-slate-300 " +
  "[&_blockquote]:ps-3 [&_h2]:my-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:my-2 [&_h3]:text-lg [&_h3]:font-bold " +
  "[&_h4]:my-1 [&_h4]:font-bold [&_hr]:my-3 [&_li]:my-0.5 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-1 " +
  "[&_ul]:my-1 [&_ul]:list-disc [&_ul]:ps-6";

interface Tool {
  key: string;
  label: string;
  run: Command;
  active: (state: EditorState) => boolean;
}

const tools: Tool[] = [
  {
    key: "bold",
    label: "rich.bold",
    run: toggleMark(schema.marks.strong),
    active: (s) => isMarkActive(s, schema.marks.strong),
  },
  {
    key: "italic",
    label: "rich.italic",
    run: toggleMark(schema.marks.em),
    active: (s) => isMarkActive(s, schema.marks.em),
  },
  {
    key: "h2",
    label: "rich.heading_large",
    run: toggleHeading(2),
    active: (s) => isBlockActive(s, schema.nodes.heading, { level: 2 }),
  },
  {
    key: "h3",
    label: "rich.heading",
    run: toggleHeading(3),
    active: (s) => isBlockActive(s, schema.nodes.heading, { level: 3 }),
  },
  {
    key: "paragraph",
    label: "rich.paragraph",
    run: toParagraph,
    active: (s) =>
      isBlockActive(s, schema.nodes.paragraph) &&
      !isListActive(s, schema.nodes.bullet_list) &&
      !isListActive(s, schema.nodes.ordered_list),
  },
  {
    key: "bullets",
    label: "rich.bullet_list",
    run: toggleList(schema.nodes.bullet_list),
    active: (s) => isListActive(s, schema.nodes.bullet_list),
  },
  {
    key: "numbers",
    label: "rich.ordered_list",
    run: toggleList(schema.nodes.ordered_list),
    active: (s) => isListActive(s, schema.nodes.ordered_list),
  },
];

export interface RichTextAreaProps {
  /** the id of the element that labels the editor */
  labelId: string;
  language: Language;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  /** HTML to start from when the value is empty (its structure, or its text to type over) */
  source?: string | undefined;
}

export default function RichTextArea({
  labelId,
  language,
  value,
  onChange,
  readOnly,
  source,
}: RichTextAreaProps) {
  const { t } = useI18n();
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  // The HTML this editor last reported (or was given): a different `value` comes from outside and replaces it.
  const known = useRef(value);
  const report = useRef(onChange);
  report.current = onChange;
  const editorId = `${labelId}-editor`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is made once; later values arrive below
  useLayoutEffect(() => {
    const editor = new EditorView(mount.current, {
      state: EditorState.create({ doc: htmlToDoc(value), plugins: editorPlugins() }),
      transformPastedHTML: cleanPastedHtml,
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr);
        editor.updateState(next);
        setState(next);
        if (!tr.docChanged) return;
        const html = docToHtml(next.doc);
        if (html === known.current) return;
        known.current = html;
        report.current(html);
      },
    });
    view.current = editor;
    setState(editor.state);
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || value === known.current) return;
    known.current = value;
    editor.updateState(EditorState.create({ doc: htmlToDoc(value), plugins: editor.state.plugins }));
    setState(editor.state);
  }, [value]);

  // Before the first paint too (layout effects run in order, after the view is made): never briefly unlabelled.
  useLayoutEffect(() => {
    view.current?.setProps({
      editable: () => !readOnly,
      attributes: {
        id: editorId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-readonly": String(readOnly),
        lang: language,
        dir: directionOf(language),
        spellcheck: "true",
        class: `${inputClass} min-h-32 whitespace-pre-wrap ${richTextClass} ${readOnly ? "bg-slate-100" : ""}`,
      },
    });
  }, [editorId, labelId, language, readOnly]);

  const sourceDoc = useMemo(() => (source ? htmlToDoc(source) : null), [source]);
  const run = (command: Command) => {
    const editor = view.current;
    if (!editor) return;
    command(editor.state, editor.dispatch);
    editor.focus();
  };
  const empty = state !== null && state.doc.childCount === 1 && state.doc.firstChild?.content.size === 0;
  const offerSource = !readOnly && empty && sourceDoc !== null && !isBlank(sourceDoc);
  const linkActive = state !== null && isMarkActive(state, schema.marks.link);

  const buttons = [
    ...tools.map((tool) => ({
      key: tool.key,
      label: t(tool.label),
      pressed: state !== null && tool.active(state),
      onClick: () => run(tool.run),
    })),
    {
      key: "link",
      label: t("rich.link"),
      pressed: linkActive,
      onClick: () => (linkActive ? run(removeLink) : setLinkOpen(true)),
    },
  ];
  // One tab stop; arrows move along the toolbar as it reads (reversed in right-to-left).
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = directionOf(language) === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = forward === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: focusIndex + 1,
      [backward]: focusIndex - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + buttons.length) % buttons.length;
    setFocusIndex(index);
    event.currentTarget.querySelectorAll("button")[index]?.focus();
  };

  return (
    <div className="space-y-1">
      {!readOnly && (
        <div
          role="toolbar"
          aria-label={t("rich.toolbar")}
          aria-controls={editorId}
          dir={directionOf(language)}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap gap-1"
        >
          {buttons.map((button, index) => (
            <button
              key={button.key}
              type="button"
              aria-pressed={button.pressed}
              tabIndex={index === focusIndex ? 0 : -1}
              // The editor keeps its selection: a click must not move the focus out of it first.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={button.onClick}
              className="min-h-8 rounded border border-slate-300 bg-white px-2 text-sm font-bold aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {button.label}
            </button>
          ))}
        </div>
      )}
      {linkOpen && (
        <RichTextLinkForm
          onApply={(href) => {
            setLinkOpen(false);
            run(addLink(href));
          }}
          onCancel={() => {
            setLinkOpen(false);
            view.current?.focus();
          }}
        />
      )}
      <div ref={mount} />
      {offerSource && sourceDoc && (
        <div className="space-y-2 rounded-md bg-slate-50 p-2">
          <p className="text-sm text-slate-700">{t("rich.structure_hint")}</p>
          <div className="flex flex-wrap gap-2">
            <Button look="secondary" onClick={() => run(replaceDocument(emptyStructure(sourceDoc)))}>
              {t("rich.start_structure")}
            </Button>
            <Button look="secondary" onClick={() => run(replaceDocument(sourceDoc))}>
              {t("rich.copy_source_text")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Stored rich text shown as it reads (a translation's source): parsed by the editor's schema, so inert. */
export function RichTextView({
  html,
  language,
  className = "",
}: {
  html: string;
  language: Language;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const doc = htmlToDoc(html);
    box.current?.replaceChildren(DOMSerializer.fromSchema(schema).serializeFragment(doc.content));
  }, [html]);
  return (
    <div ref={box} lang={language} dir={directionOf(language)} className={`${richTextClass} ${className}`} />
  );
}
