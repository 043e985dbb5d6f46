import type { AuditEntity } from "@dukkan/contracts/audit";
import type { Language } from "@dukkan/contracts/languages";
import { writableLanguages } from "@dukkan/contracts/staff";
import type { TaxonomyKind } from "@dukkan/contracts/taxonomy-admin";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { data, useNavigate, useParams } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { ConfirmDialog } from "#staff/components/confirm-dialog.tsx";
import { Field, FormAlert, SaveForm, SubmitRow, useErrorText } from "#staff/components/field.tsx";
import { HistoryTab } from "#staff/components/history-tab.tsx";
import { Count } from "#staff/components/islands.tsx";
import {
  ContentLanguageTabs,
  LocalizedField,
  missingLanguages,
} from "#staff/components/localized-fields.tsx";
import { MediaField } from "#staff/components/media-field.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { ApiError } from "#staff/lib/api.ts";
import { serverFieldErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { useMe } from "#staff/lib/me.ts";
import {
  type AnyTaxonomyItem,
  allOfKind,
  isTaxonomyKind,
  taxonomyItemQuery,
  useTaxonomyWrite,
} from "./taxonomy-api.ts";
import { bodyOf, checkDraft, type Draft, draftOf, formFieldErrors } from "./taxonomy-draft.ts";
import { TaxonomyTabs } from "./taxonomy-tabs.tsx";

const auditEntityOf: Record<TaxonomyKind, AuditEntity> = {
  brands: "brand",
  parts: "part",
  "sub-parts": "sub_part",
  categories: "category",
};

/** `/taxonomy/:kind/new` and `/taxonomy/:kind/:id`: one brand, part, sub-part or category. */
export function TaxonomyEditPage() {
  const params = useParams();
  if (!isTaxonomyKind(params.kind)) throw data(null, { status: 404 });
  const id = params.id === "new" || params.id === undefined ? null : Number(params.id);
  if (id !== null && !(Number.isInteger(id) && id > 0)) throw data(null, { status: 404 });
  return id === null ? (
    <TaxonomyEditor key="new" kind={params.kind} item={null} />
  ) : (
    <ExistingItem key={`${params.kind}-${id}`} kind={params.kind} id={id} />
  );
}

function ExistingItem({ kind, id }: { kind: TaxonomyKind; id: number }) {
  const { data: item } = useSuspenseQuery(taxonomyItemQuery(kind, id));
  const me = useMe();
  // The editor starts again from each stored version (a deactivation from the panel beside it included); the
  // version this page saved last is kept here, so that "Saved" outlives that restart.
  const [savedVersion, setSavedVersion] = useState<string | null>(null);
  return (
    <>
      <TaxonomyEditor
        key={item.updated_at}
        kind={kind}
        item={item}
        saved={savedVersion === item.updated_at}
        onSaved={setSavedVersion}
      />
      {me.permissions.includes("audit.view") && (
        <div className="mt-6">
          <HistoryTab entity={auditEntityOf[kind]} entityId={item.id} />
        </div>
      )}
    </>
  );
}

function TaxonomyEditor({
  kind,
  item,
  saved = false,
  onSaved,
}: {
  kind: TaxonomyKind;
  item: AnyTaxonomyItem | null;
  saved?: boolean;
  onSaved?: (version: string) => void;
}) {
  const { t } = useI18n();
  const localize = useLocalize();
  const errorText = useErrorText();
  const me = useMe();
  const navigate = useNavigate();
  const write = useTaxonomyWrite(kind);
  const canEdit = me.permissions.includes("catalog.edit");
  const writable: readonly Language[] = writableLanguages(me);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  const [editing, setEditing] = useState<Language>(writable.includes("ar") ? "ar" : (writable[0] ?? "ar"));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const parents = useQuery({
    ...allOfKind(kind === "categories" ? "sub-parts" : "parts"),
    enabled: kind === "sub-parts" || kind === "categories",
  });
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const busy = write.create.isPending || write.update.isPending;

  async function save() {
    setAlert(null);
    const found = checkDraft(kind, draft, { existing: item !== null, textsOnly: !canEdit });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const body = bodyOf(kind, draft, !canEdit);
      if (item) onSaved?.((await write.update.mutateAsync({ id: item.id, body })).updated_at);
      else {
        const created = await write.create.mutateAsync(body);
        navigate(`/taxonomy/${kind}/${created.id}`, { replace: true });
      }
    } catch (error) {
      setErrors(formFieldErrors(serverFieldErrors(error)));
      setAlert(
        t(error instanceof ApiError && error.status === 403 ? "taxonomy.not_allowed" : "errors.generic"),
      );
    }
  }

  const title = item ? localize(item.name) : t(`taxonomy.new_${kind.replace("-", "_")}`);
  const languageError = (field: "name" | "country") => errors[`${field}.${editing}`];
  return (
    <div>
      <PageHeader title={title} />
      <TaxonomyTabs current={kind} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel title={t("taxonomy.details")}>
            <SaveForm
              alert={alert}
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <ContentLanguageTabs
                value={editing}
                onChange={setEditing}
                missing={missingLanguages(draft.name, ...(kind === "brands" ? [draft.country] : []))}
              />
              <LocalizedField
                label={t("taxonomy.name")}
                value={draft.name}
                onChange={(value) => set("name", value)}
                language={editing}
                writable={writable}
                maxLength={100}
                error={languageError("name")}
              />
              {kind === "brands" && (
                <LocalizedField
                  label={t("taxonomy.country")}
                  value={draft.country}
                  onChange={(value) => set("country", value)}
                  language={editing}
                  writable={writable}
                  maxLength={100}
                  error={languageError("country")}
                />
              )}
              {(kind === "sub-parts" || kind === "categories") && (
                <SelectField
                  label={kind === "sub-parts" ? t("taxonomy.part") : t("taxonomy.sub_part")}
                  emptyLabel={t("taxonomy.choose")}
                  value={draft.parent}
                  disabled={!canEdit}
                  error={errors.parent}
                  onChange={(event) => set("parent", event.target.value)}
                  options={(parents.data?.data ?? []).map((parent) => ({
                    value: String(parent.id),
                    label: parent.part_name
                      ? `${localize(parent.part_name)} › ${localize(parent.name)}`
                      : localize(parent.name),
                  }))}
                />
              )}
              {kind === "brands" && (
                <div className="grid gap-4 md:grid-cols-2">
                  <MediaField
                    label={t("taxonomy.logo")}
                    kind="image"
                    value={draft.logo}
                    onChange={(key) => set("logo", key)}
                    disabled={!canEdit}
                    error={errors.logo}
                  />
                  <MediaField
                    label={t("taxonomy.banner")}
                    kind="image"
                    value={draft.background_image}
                    onChange={(key) => set("background_image", key)}
                    disabled={!canEdit}
                    error={errors.background_image}
                  />
                  <MediaField
                    label={t("taxonomy.catalogue_pdf")}
                    kind="pdf"
                    optional
                    value={draft.catalog_file}
                    onChange={(key) => set("catalog_file", key)}
                    disabled={!canEdit}
                  />
                </div>
              )}
              {kind === "categories" && (
                <MediaField
                  label={t("taxonomy.image")}
                  kind="image"
                  optional
                  value={draft.background_image}
                  onChange={(key) => set("background_image", key)}
                  disabled={!canEdit}
                />
              )}
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t("taxonomy.position")}
                  hint={t("taxonomy.position_hint")}
                  inputMode="numeric"
                  dir="ltr"
                  value={draft.sort_order}
                  disabled={!canEdit}
                  error={errors.sort_order}
                  onChange={(event) => set("sort_order", event.target.value.trim())}
                />
                <label className="flex min-h-10 items-center gap-2 self-end font-bold text-slate-800">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={draft.active}
                    disabled={!canEdit}
                    onChange={(event) => set("active", event.target.checked)}
                  />
                  {t("taxonomy.active_label")}
                </label>
              </div>
              <SubmitRow
                label={item ? t("common.save") : t("taxonomy.create")}
                busy={busy}
                savedText={saved && t("common.saved")}
              />
              {Object.keys(errors).length > 0 && !alert && (
                <FormAlert>{errorText("invalid_value")}</FormAlert>
              )}
            </SaveForm>
          </Panel>
        </div>
        {item && canEdit && <RemovePanel kind={kind} item={item} />}
      </div>
    </div>
  );
}

/** Deleting: refused while something uses it (how many), with deactivating offered instead. */
function RemovePanel({ kind, item }: { kind: TaxonomyKind; item: AnyTaxonomyItem }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const write = useTaxonomyWrite(kind);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  async function remove() {
    setFailed(false);
    try {
      await write.remove.mutateAsync(item.id);
      navigate(`/taxonomy/${kind}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setInUse(Number(error.body.in_use ?? 0));
      else setFailed(true);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Panel title={t("taxonomy.remove")}>
      <p className="mb-4 text-sm text-slate-700">{t("taxonomy.remove_hint")}</p>
      {inUse !== null && (
        <div
          role="alert"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          <p className="font-bold">
            {t("taxonomy.in_use")} <Count value={inUse} />
          </p>
          <p className="mb-2">{t("taxonomy.deactivate_instead")}</p>
          {item.active && (
            <Button
              look="secondary"
              disabled={write.update.isPending}
              onClick={() => write.update.mutate({ id: item.id, body: { active: false } })}
            >
              {t("taxonomy.deactivate")}
            </Button>
          )}
        </div>
      )}
      {failed && <FormAlert>{t("errors.generic")}</FormAlert>}
      <Button look="danger" onClick={() => setConfirming(true)}>
        {t("taxonomy.remove")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("taxonomy.remove_confirm")}
        description={t("taxonomy.remove_hint")}
        confirmLabel={t("taxonomy.remove")}
        onConfirm={() => void remove()}
        busy={write.remove.isPending}
      />
    </Panel>
  );
}
