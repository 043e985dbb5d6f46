import type { Language, Localized } from "@dukkan/contracts/languages";
import { writableLanguages } from "@dukkan/contracts/staff";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { data, useNavigate, useParams } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { ConfirmDialog } from "#staff/components/confirm-dialog.tsx";
import { FormAlert, SaveForm, SubmitRow, useErrorText } from "#staff/components/field.tsx";
import { HistoryTab } from "#staff/components/history-tab.tsx";
import { ContentLanguageTabs } from "#staff/components/localized-fields.tsx";
import { PageHeader, Panel } from "#staff/components/page.tsx";
import { useUnsavedChanges } from "#staff/components/use-unsaved-changes.tsx";
import { ApiError } from "#staff/lib/api.ts";
import { serverFieldErrors } from "#staff/lib/form-errors.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useLocalize } from "#staff/lib/localized.ts";
import { useMe } from "#staff/lib/me.ts";
import { type ContentItem, contentItemQuery, contentListQuery, useContentWrite } from "./content-api.ts";
import {
  bodyOf,
  checkDraft,
  type Draft,
  draftOf,
  hasPendingChanges,
  missingTextLanguages,
} from "./content-draft.ts";
import { ContentFieldInput } from "./content-fields.tsx";
import { type ContentKindView, contentViewOf, isTextField } from "./content-kinds.ts";
import { PublicationBadge } from "./content-list-page.tsx";
import { ContentTabs } from "./content-tabs.tsx";

/** `/content/:kind/new` and `/content/:kind/:id`: one slide, advert, post, branch… */
export function ContentEditPage() {
  const params = useParams();
  const view = contentViewOf(params.kind);
  if (!view) throw data(null, { status: 404 });
  const id = params.id === "new" || params.id === undefined ? null : Number(params.id);
  if (id !== null && !(Number.isInteger(id) && id > 0)) throw data(null, { status: 404 });
  return id === null ? (
    <ContentEditor key={`${view.kind}-new`} view={view} item={null} />
  ) : (
    <ExistingItem key={`${view.kind}-${id}`} view={view} id={id} />
  );
}

function ExistingItem({ view, id }: { view: ContentKindView; id: number }) {
  const { data: item } = useSuspenseQuery(contentItemQuery(view.kind, id));
  const me = useMe();
  const [savedVersion, setSavedVersion] = useState<string | null>(null);
  return (
    <>
      <ContentEditor
        key={item.updated_at}
        view={view}
        item={item}
        saved={savedVersion === item.updated_at}
        onSaved={setSavedVersion}
      />
      {me.permissions.includes("audit.view") && (
        <div className="mt-6">
          <HistoryTab entity={view.entity} entityId={item.id} />
        </div>
      )}
    </>
  );
}

function ContentEditor({
  view,
  item,
  saved = false,
  onSaved,
}: {
  view: ContentKindView;
  item: ContentItem | null;
  saved?: boolean;
  onSaved?: (version: string) => void;
}) {
  const { t } = useI18n();
  const localize = useLocalize();
  const errorText = useErrorText();
  const me = useMe();
  const navigate = useNavigate();
  const write = useContentWrite(view.kind);
  const canEdit = me.permissions.includes("content.edit");
  const writable: readonly Language[] = writableLanguages(me);
  const stored = useMemo(() => draftOf(view, item), [view, item]);
  const [draft, setDraft] = useState<Draft>(stored);
  const leaveGuard = useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(stored));
  const [editing, setEditing] = useState<Language>(writable.includes("ar") ? "ar" : (writable[0] ?? "ar"));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const busy = write.create.isPending || write.update.isPending;

  async function save() {
    setAlert(null);
    const found = checkDraft(view, draft, { existing: item !== null, textsOnly: !canEdit });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const body = bodyOf(view, draft, !canEdit);
      if (item) onSaved?.((await write.update.mutateAsync({ id: item.id, body })).updated_at);
      else {
        // Slides and adverts start as drafts: previewed, then published in one click.
        const created = await write.create.mutateAsync(view.scheduled ? { ...body, active: false } : body);
        navigate(`/content/${view.kind}/${created.id}`, { replace: true });
      }
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setAlert(
        t(error instanceof ApiError && error.status === 403 ? "content.not_allowed" : "errors.generic"),
      );
    }
  }

  const heading = item
    ? localize(item[view.label] as Localized | null)
        .replace(/<[^>]*>/g, " ")
        .trim() || `#${item.id}`
    : t(`content.new_${view.kind.replace("-", "_")}`);
  const fields = view.fields.filter((field) => {
    // A slide shows the field of its media: an image, or a video (with its image as the poster).
    if (view.kind === "slides" && field.name === "video") return draft.media_type === "video";
    return true;
  });
  return (
    <div>
      <PageHeader title={heading} />
      <ContentTabs current={view.kind} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Panel title={t("content.details")}>
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
                missing={missingTextLanguages(view, draft)}
              />
              {fields.map((field) => (
                <ContentFieldInput
                  key={field.name}
                  field={field}
                  value={draft[field.name]}
                  onChange={(value) => setDraft((d) => ({ ...d, [field.name]: value }))}
                  language={editing}
                  writable={writable}
                  disabled={!canEdit && !isTextField(field)}
                  errors={errors}
                />
              ))}
              <SubmitRow
                label={
                  item ? t("common.save") : view.scheduled ? t("content.create_draft") : t("content.create")
                }
                busy={busy}
                savedText={
                  saved && t(item && hasPendingChanges(item) ? "content.saved_pending" : "common.saved")
                }
              />
              {Object.keys(errors).length > 0 && !alert && (
                <FormAlert>{errorText("invalid_value")}</FormAlert>
              )}
            </SaveForm>
          </Panel>
        </div>
        {item && canEdit && (
          <div className="space-y-6">
            {view.scheduled && <PublishPanel view={view} item={item} />}
            <RemovePanel view={view} item={item} />
          </div>
        )}
      </div>
      {leaveGuard}
    </div>
  );
}

/** A draft's preview link (opens the storefront with it) and its one-click publication; or back to a draft. */
function PublishPanel({ view, item }: { view: ContentKindView; item: ContentItem }) {
  const { t } = useI18n();
  const write = useContentWrite(view.kind);
  const [link, setLink] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    }
  };
  const pending = hasPendingChanges(item);
  return (
    <Panel title={t("content.publication")}>
      <p className="mb-3">
        <PublicationBadge item={item} t={t} />
      </p>
      {pending && (
        <p className="mb-3 rounded-md bg-amber-50 p-2 text-sm text-amber-950" role="status">
          {t("content.pending_hint")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {pending && (
          <Button
            disabled={write.publish.isPending}
            onClick={() => void run(() => write.publish.mutateAsync(item.id))}
          >
            {t("content.publish_changes")}
          </Button>
        )}
        {item.active === false ? (
          <Button
            disabled={write.publish.isPending}
            onClick={() => void run(() => write.publish.mutateAsync(item.id))}
          >
            {t("content.publish")}
          </Button>
        ) : (
          <Button
            look="secondary"
            disabled={write.update.isPending}
            onClick={() => void run(() => write.update.mutateAsync({ id: item.id, body: { active: false } }))}
          >
            {t("content.unpublish")}
          </Button>
        )}
        <Button
          look="secondary"
          disabled={write.preview.isPending}
          onClick={() => void run(async () => setLink(await write.preview.mutateAsync(item.id)))}
        >
          {t("content.preview")}
        </Button>
      </div>
      {link && (
        <p className="mt-3 text-sm">
          <a
            href={link}
            target="_blank"
            rel="noreferrer"
            className="font-bold break-all text-brand-700 underline"
          >
            {t("content.open_preview")}
          </a>
        </p>
      )}
      {failed && <FormAlert>{t("errors.generic")}</FormAlert>}
    </Panel>
  );
}

function RemovePanel({ view, item }: { view: ContentKindView; item: ContentItem }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const write = useContentWrite(view.kind);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A parent (blog category, dealer type) cannot go while rows belong to it: say so before the server must.
  const childKind =
    view.kind === "blog-categories" ? "blogs" : view.kind === "dealer-types" ? "dealers" : null;
  const children = useQuery({ ...contentListQuery(childKind ?? "blogs"), enabled: childKind !== null });
  const parentField = view.kind === "blog-categories" ? "blog_category_id" : "dealer_type_id";
  const inUse = childKind ? (children.data ?? []).filter((row) => row[parentField] === item.id).length : 0;

  async function remove() {
    setProblem(null);
    try {
      await write.remove.mutateAsync(item.id);
      navigate(`/content/${view.kind}`, { replace: true });
    } catch (error) {
      setProblem(t(error instanceof ApiError && error.status === 409 ? "content.in_use" : "errors.generic"));
    } finally {
      setConfirming(false);
    }
  }
  return (
    <Panel title={t("content.remove")}>
      {inUse > 0 && (
        <p className="mb-3 text-sm text-amber-950">{t("content.in_use_count", { count: inUse })}</p>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button look="danger" onClick={() => setConfirming(true)}>
        {t("content.remove")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("content.remove_confirm")}
        description={t("content.remove_hint")}
        confirmLabel={t("content.remove")}
        onConfirm={() => void remove()}
        busy={write.remove.isPending}
      />
    </Panel>
  );
}
