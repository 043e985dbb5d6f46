import { directionOf, type Language } from "@dukkan/contracts/languages";
import {
  type TranslationItem,
  translatableEntities,
  translationStates,
  translationTargets,
} from "@dukkan/contracts/translations";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClass } from "#staff/components/button.tsx";
import { FormAlert, inputClass } from "#staff/components/field.tsx";
import { Loading, PageHeader, Panel } from "#staff/components/page.tsx";
import { Pagination } from "#staff/components/pagination.tsx";
import { RichTextEditor, RichTextSource } from "#staff/components/rich-text-editor.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { summaryQuery, textsQuery, useSaveTranslation } from "./translations-api.ts";

/**
 * The texts of one entity kind in one language and state (all in the URL), and the editor of one of them:
 * the Arabic source beside each text (HTML rendered, and edited as rich text), "copy source", save (Ctrl+S),
 * and the next or previous one without leaving the keyboard (Alt+↓, Alt+↑; Ctrl+Enter saves and goes on).
 */
export function WorkspacePage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const summary = useQuery(summaryQuery).data;
  // The languages this staff member may write (a translator's granted ones), as the summary answers them.
  const allowed = translationTargets.filter((lang) => summary?.some((row) => row.language === lang));
  const entity = params.get("entity") ?? "product";
  const language = params.get("language") ?? "ckb";
  const state = params.get("state") ?? "missing";
  const page = Number(params.get("page") ?? 1);
  const index = Number(params.get("item") ?? 0);
  // Arabic by default; a translator may read another translation they know better beside it.
  const source = params.get("source") ?? "ar";
  const { data } = useQuery(textsQuery({ entity, language, state, page }));
  // Said here, not in the editor: a text saved out of a "missing" or "stale" list leaves it at once.
  const [savedLabel, setSavedLabel] = useState<string | null>(null);
  const set = (change: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(change)) next.set(name, value);
      return next;
    });
  const items = data?.data ?? [];
  const item = items[Math.min(index, Math.max(items.length - 1, 0))];
  const go = (step: number) => {
    const target = index + step;
    if (target >= 0 && target < items.length) set({ item: String(target) });
    else if (data && target >= items.length && page < data.last_page)
      set({ page: String(page + 1), item: "0" });
    else if (target < 0 && page > 1)
      set({ page: String(page - 1), item: String((data?.per_page ?? 20) - 1) });
  };
  return (
    <div>
      <PageHeader
        title={t("translations.work_title", {
          entity: t(`translations.entity_${entity}`),
          language: t(`language.${language}`),
        })}
        actions={
          <Link to="/translations" className={buttonClass("secondary")}>
            {t("translations.back")}
          </Link>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <SelectField
          label={t("translations.col_entity")}
          value={entity}
          onChange={(e) => set({ entity: e.target.value, page: "1", item: "0" })}
          options={translatableEntities.map((e) => ({ value: e, label: t(`translations.entity_${e}`) }))}
        />
        <SelectField
          label={t("translations.language")}
          value={language}
          onChange={(e) => set({ language: e.target.value, page: "1", item: "0" })}
          options={allowed.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
        />
        <SelectField
          label={t("translations.state")}
          value={state}
          onChange={(e) => set({ state: e.target.value, page: "1", item: "0" })}
          options={translationStates.map((s) => ({ value: s, label: t(`translations.${s}`) }))}
        />
        <SelectField
          label={t("translations.source_language")}
          value={source}
          onChange={(e) => set({ source: e.target.value })}
          options={["ar", ...translationTargets]
            .filter((lang) => lang !== language)
            .map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
        />
      </div>
      <p role="status" className="mb-2 min-h-6 text-sm font-bold text-green-800">
        {savedLabel !== null ? t("translations.saved_one", { label: savedLabel }) : ""}
      </p>
      {!data ? (
        <Loading />
      ) : items.length === 0 ? (
        <Panel>
          <p className="text-slate-700">{t("translations.none")}</p>
        </Panel>
      ) : (
        <div className="grid gap-4 lg:grid-cols-3">
          <Panel title={t("translations.list_title", { count: isolatedCount(data.total) })}>
            <ol className="space-y-1">
              {items.map((entry, i) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    aria-current={entry === item ? "true" : undefined}
                    onClick={() => set({ item: String(i) })}
                    className={`w-full rounded-md px-3 py-2 text-start ${entry === item ? "bg-brand-700 text-white" : "hover:bg-slate-100"}`}
                  >
                    <span lang="ar" dir="rtl" className="block truncate">
                      {entry.label || "—"}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            <Pagination page={data.page} lastPage={data.last_page} />
          </Panel>
          <div className="lg:col-span-2">
            {item && (
              <Editor
                key={`${item.entity}-${item.id}-${language}`}
                item={item}
                language={language}
                source={source}
                onGo={go}
                onSaved={() => setSavedLabel(item.label || "—")}
                onEdit={() => setSavedLabel(null)}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function Editor({
  item,
  language,
  source,
  onGo,
  onSaved,
  onEdit,
}: {
  item: TranslationItem;
  language: string;
  source: string;
  onGo: (step: number) => void;
  onSaved: () => void;
  onEdit: () => void;
}) {
  const { t } = useI18n();
  const [texts, setTexts] = useState(() => Object.fromEntries(item.fields.map((f) => [f.field, f.target])));
  const save = useSaveTranslation();
  async function submit(thenNext: boolean) {
    await save
      .mutateAsync({ entity: item.entity, id: item.id, language: language as never, fields: texts })
      .then(() => {
        onSaved();
        if (thenNext) onGo(1);
      })
      .catch(() => undefined);
  }
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.altKey && (event.code === "ArrowDown" || event.code === "ArrowUp")) {
      event.preventDefault();
      onGo(event.code === "ArrowDown" ? 1 : -1);
    } else if ((event.ctrlKey || event.metaKey) && event.code === "Enter") {
      event.preventDefault();
      void submit(true);
    }
  }
  return (
    <Panel title={item.label || "—"}>
      <form
        data-shortcut-save
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void submit(false);
        }}
        className="space-y-5"
      >
        <FormAlert>{save.isError ? t("translations.save_failed") : null}</FormAlert>
        {item.fields.map((field) => (
          <TextPair
            key={field.field}
            field={field}
            language={language}
            source={source}
            value={texts[field.field] ?? ""}
            onChange={(value) => {
              onEdit();
              setTexts((current) => ({ ...current, [field.field]: value }));
            }}
          />
        ))}
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t("common.save")}
          </Button>
          <Button look="secondary" disabled={save.isPending} onClick={() => void submit(true)}>
            {t("translations.save_next")}
          </Button>
          <Button look="secondary" onClick={() => onGo(-1)}>
            {t("translations.previous")}
          </Button>
          <Button look="secondary" onClick={() => onGo(1)}>
            {t("translations.next")}
          </Button>
        </div>
        <p className="text-sm text-slate-600">{t("translations.keys_hint")}</p>
      </form>
    </Panel>
  );
}

function TextPair({
  field,
  language,
  source,
  value,
  onChange,
}: {
  field: TranslationItem["fields"][number];
  language: string;
  source: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const label = t(`translations.field_${field.field}`);
  const sourceText = source === "ar" ? field.source : (field.texts[source] ?? "");
  const state =
    field.state === "done" ? null : (
      <span className="rounded-full bg-amber-100 px-2 text-xs font-bold text-amber-900">
        {t(`translations.${field.state}`)}
      </span>
    );
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-bold text-slate-600">
          {label} · {t(`language.${source}`)}
        </p>
        {field.html ? (
          <RichTextSource html={sourceText} language={source as Language} className="min-h-10" />
        ) : (
          <p
            lang={source}
            dir={directionOf(source as Language)}
            className="min-h-10 whitespace-pre-wrap break-words rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 py-2"
          >
            {sourceText || "—"}
          </p>
        )}
      </div>
      <div className="min-w-0 space-y-1">
        {field.html ? (
          <>
            {state}
            <RichTextEditor
              label={label}
              language={language as Language}
              value={value}
              onChange={onChange}
              source={sourceText}
              sourceShown={false}
            />
          </>
        ) : (
          <>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <label htmlFor={id} className="text-sm font-bold text-slate-800">
                {label} · {t(`language.${language}`)}
              </label>
              {state}
            </div>
            {field.source.length > 80 ? (
              <textarea
                id={id}
                lang={language}
                dir={directionOf(language as Language)}
                rows={3}
                className={inputClass}
                value={value}
                onChange={(e) => onChange(e.target.value)}
              />
            ) : (
              <input
                id={id}
                lang={language}
                dir={directionOf(language as Language)}
                className={inputClass}
                value={value}
                onChange={(e) => onChange(e.target.value)}
              />
            )}
          </>
        )}
        <Button look="secondary" disabled={!sourceText} onClick={() => onChange(sourceText)}>
          {t("translations.copy_source", { field: label })}
        </Button>
      </div>
    </div>
  );
}
