import type { FieldErrorCodes } from "@dukkan/contracts/field-errors";
import type { Language } from "@dukkan/contracts/languages";
import { localize } from "@dukkan/contracts/languages";
import { useQuery } from "@tanstack/react-query";
import { Button } from "#staff/components/button.tsx";
import { Field, SaveForm, SubmitRow } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { type LocalizedValue, missingLanguages } from "#staff/components/localized.ts";
import { ContentLanguageTabs, LocalizedField } from "#staff/components/localized-fields.tsx";
import { MediaUpload, mediaUrl } from "#staff/components/media-upload.tsx";
import { Panel } from "#staff/components/page.tsx";
import { RichTextEditor } from "#staff/components/rich-text-editor.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { SortableList } from "#staff/components/sortable-list.tsx";
import { ApiError } from "#staff/lib/api.ts";
import { serverFieldErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { AccessoryPicker } from "./accessory-picker.tsx";
import { brandsQuery, categoriesQuery } from "./catalogue-api.ts";
import type { ProductDraft } from "./product-draft.ts";

/** A field's error: its own, or the first of a part of it (`specifications.2.ar` under the specifications). */
export function fieldErrorsOf(errors: FieldErrorCodes): (field: string) => string | undefined {
  return (field) => errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

/**
 * The product's own fields on one form: texts in the language being edited with the Arabic source beside,
 * code, brand, categories, discount, active, description and detail, specification and "about" rows,
 * accessories and the PDF catalogue. A translator (`canEdit` false) changes texts only, in `writable` languages.
 */
export function ProductForm({
  draft,
  setDraft,
  onSubmit,
  busy,
  saved,
  error,
  checked,
  canEdit,
  writable,
  editing,
  setEditing,
  productId,
}: {
  draft: ProductDraft;
  setDraft: (update: (draft: ProductDraft) => ProductDraft) => void;
  onSubmit: () => void;
  busy: boolean;
  saved: boolean;
  /** The save's failure (the server's field errors and its alert). */
  error: unknown;
  /** The browser's check of the last save, which then was not sent. */
  checked: FieldErrorCodes;
  canEdit: boolean;
  writable: readonly Language[];
  /** The content language being edited: the page holds it, so that the sizes' names follow it too. */
  editing: Language;
  setEditing: (language: Language) => void;
  /** The product edited (none while creating): it cannot be its own accessory. */
  productId?: number;
}) {
  const { t, language: ui } = useI18n();
  const brands = useQuery(brandsQuery).data ?? [];
  const categories = useQuery(categoriesQuery).data ?? [];
  const errorOf = fieldErrorsOf(Object.keys(checked).length > 0 ? checked : serverFieldErrors(error));
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const alert =
    Object.keys(checked).length > 0
      ? t("errors.invalid_value")
      : error instanceof ApiError
        ? error.status === 403
          ? t("product.error_forbidden")
          : t("errors.generic")
        : null;
  const richReadOnly = !writable.includes(editing);

  const rows = (key: "specifications" | "about", label: string) => {
    const items = draft[key].map((row, index) => ({ row, index }));
    const render = (item: (typeof items)[number]) => (
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <LocalizedField
            label={t("product.row_n", { n: item.index + 1 })}
            value={item.row}
            language={editing}
            writable={writable}
            maxLength={300}
            onChange={(value: LocalizedValue) =>
              set(
                key,
                draft[key].map((row, i) => (i === item.index ? value : row)),
              )
            }
          />
        </div>
        {canEdit && (
          <Button
            look="secondary"
            className="min-h-8 px-2 py-1"
            aria-label={t("product.remove_row_n", { n: item.index + 1 })}
            onClick={() =>
              set(
                key,
                draft[key].filter((_, i) => i !== item.index),
              )
            }
          >
            {t("media.remove")}
          </Button>
        )}
      </div>
    );
    return (
      <fieldset className="space-y-2">
        <legend className="text-sm font-bold text-slate-800">{label}</legend>
        {items.length > 0 &&
          (canEdit ? (
            <SortableList
              label={label}
              items={items}
              itemKey={(item) => item.index}
              itemLabel={(_item, position) => t("product.row_n", { n: position })}
              onReorder={(moved) =>
                set(
                  key,
                  moved.map((item) => item.row),
                )
              }
              render={render}
            />
          ) : (
            // A translator translates the rows; their order is not theirs to change.
            <ol aria-label={label} className="space-y-2">
              {items.map((item) => (
                <li key={item.index}>{render(item)}</li>
              ))}
            </ol>
          ))}
        {canEdit && (
          <Button look="secondary" onClick={() => set(key, [...draft[key], { ar: "" }])}>
            {t("product.add_row")}
          </Button>
        )}
      </fieldset>
    );
  };

  return (
    <SaveForm
      alert={alert}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Panel title={t("product.texts")}>
        <div className="space-y-4">
          <ContentLanguageTabs value={editing} onChange={setEditing} missing={missingLanguages(draft.name)} />
          <LocalizedField
            label={t("product.name")}
            value={draft.name}
            onChange={(value) => set("name", value)}
            language={editing}
            writable={writable}
            maxLength={200}
            error={errorOf(`name.${editing}`) ?? (editing === "ar" ? errorOf("name") : undefined)}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <RichTextEditor
              label={t("product.description")}
              language={editing}
              value={draft.description[editing] ?? ""}
              source={draft.description.ar}
              readOnly={richReadOnly}
              onChange={(html) => set("description", { ...draft.description, [editing]: html })}
            />
            <RichTextEditor
              label={t("product.detail")}
              language={editing}
              value={draft.detail[editing] ?? ""}
              source={draft.detail.ar}
              readOnly={richReadOnly}
              onChange={(html) => set("detail", { ...draft.detail, [editing]: html })}
            />
          </div>
          {rows("specifications", t("product.specifications"))}
          {rows("about", t("product.about"))}
        </div>
      </Panel>

      <Panel title={t("product.details")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t("products.code")}
            value={draft.code}
            dir="ltr"
            disabled={!canEdit}
            required
            error={errorOf("code")}
            onChange={(event) => set("code", event.target.value)}
          />
          <SelectField
            label={t("products.brand")}
            value={draft.brand_id}
            disabled={!canEdit}
            required
            emptyLabel={t("product.choose")}
            error={errorOf("brand_id")}
            options={brands.map((b) => ({ value: String(b.id), label: localize(b.name, ui) }))}
            onChange={(event) => set("brand_id", event.target.value)}
          />
          <Field
            label={t("product.discount")}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            disabled={!canEdit}
            value={draft.discount}
            error={errorOf("discount")}
            onChange={(event) => set("discount", event.target.value)}
          />
          <label className="flex items-center gap-2 self-end font-bold text-slate-800">
            <input
              type="checkbox"
              className="size-5"
              checked={draft.active}
              disabled={!canEdit}
              onChange={(event) => set("active", event.target.checked)}
            />
            {t("product.active_label")}
          </label>
        </div>
        <fieldset className="mt-4">
          <legend className="mb-1 text-sm font-bold text-slate-800">{t("products.category")}</legend>
          {/* Scrolls when long; with its boxes disabled (a translator) only the box itself can take the focus. */}
          <section
            className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: axe scrollable-region-focusable
            tabIndex={0}
            aria-label={t("products.category")}
          >
            {categories.map((category) => (
              <label key={category.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  disabled={!canEdit}
                  checked={draft.category_ids.includes(category.id)}
                  onChange={(event) =>
                    set(
                      "category_ids",
                      event.target.checked
                        ? [...draft.category_ids, category.id]
                        : draft.category_ids.filter((id) => id !== category.id),
                    )
                  }
                />
                {localize(category.name, ui)}
              </label>
            ))}
          </section>
        </fieldset>
        <fieldset className="mt-4 space-y-2">
          <legend className="text-sm font-bold text-slate-800">{t("product.accessories")}</legend>
          <ul className="flex flex-wrap gap-2">
            {[
              ...draft.accessories.map((a) => ({
                key: `id-${a.id}`,
                code: a.code,
                id: a.id,
                name: localize(a.name, ui),
              })),
              ...draft.accessory_codes.map((code) => ({ key: `code-${code}`, code, id: null, name: "" })),
            ].map((item) => (
              <li
                key={item.key}
                className="flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm"
              >
                {item.name && <span className="font-bold">{item.name}</span>}
                <Ltr>{item.code}</Ltr>
                {canEdit && (
                  <button
                    type="button"
                    className="font-bold text-red-800"
                    aria-label={t("product.remove_accessory", { code: item.code })}
                    onClick={() =>
                      item.id === null
                        ? set(
                            "accessory_codes",
                            draft.accessory_codes.filter((c) => c !== item.code),
                          )
                        : set(
                            "accessories",
                            draft.accessories.filter((a) => a.id !== item.id),
                          )
                    }
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
          {canEdit && (
            <AccessoryPicker
              exclude={[
                ...(productId === undefined ? [] : [productId]),
                ...draft.accessories.map((a) => a.id),
              ]}
              error={errorOf("accessory_codes") ?? errorOf("accessory_ids")}
              onPick={(picked) => set("accessories", [...draft.accessories, picked])}
            />
          )}
        </fieldset>
        <div className="mt-4 space-y-2">
          {draft.pdf && (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <a
                href={mediaUrl(draft.pdf)}
                className="font-bold text-brand-700 underline"
                target="_blank"
                rel="noreferrer"
              >
                {t("product.pdf_open")}
              </a>
              {canEdit && (
                <Button look="secondary" className="min-h-8 px-2 py-1" onClick={() => set("pdf", null)}>
                  {t("media.remove")}
                </Button>
              )}
            </p>
          )}
          {canEdit && (
            <MediaUpload
              label={t("product.pdf")}
              accept="pdf"
              onUploaded={(media) => set("pdf", media.key)}
            />
          )}
        </div>
      </Panel>
      <SubmitRow label={t("common.save")} busy={busy} savedText={saved && t("common.saved")} />
    </SaveForm>
  );
}
