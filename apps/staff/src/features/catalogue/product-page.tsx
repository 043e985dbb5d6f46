import type { FieldErrorCodes } from "@dukkan/contracts/field-errors";
import type { Language } from "@dukkan/contracts/languages";
import { writableLanguages } from "@dukkan/contracts/staff-access";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { buttonClass } from "#staff/components/button.tsx";
import { HistoryTab } from "#staff/components/history-tab.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { Loading, PageHeader } from "#staff/components/page.tsx";
import { useUnsavedChanges } from "#staff/components/use-unsaved-changes.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { productQuery, productWrites, useProductWrite } from "./catalogue-api.ts";
import { ColoursSection } from "./colours-section.tsx";
import {
  changesOf,
  checkProduct,
  createBodyOf,
  draftOf,
  emptyDraft,
  type ProductDraft,
} from "./product-draft.ts";
import { ProductForm } from "./product-form.tsx";
import { VisibilityPanel } from "./visibility-panel.tsx";

/**
 * One product on one page (`/catalogue/products/:id`, or `new`): its texts and fields, the "why can't customers
 * see or buy this?" panel, its colours and sizes, and its history.
 */
export function ProductPage() {
  const { id } = useParams();
  return id === "new" ? <NewProduct /> : <EditProduct id={Number(id)} />;
}

function NewProduct() {
  const { t } = useI18n();
  const me = useMe();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [editing, setEditing] = useState<Language>("ar");
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const create = useProductWrite(() => productWrites.create(createBodyOf(draft)));
  const leaveGuard = useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(emptyDraft));
  return (
    <div className="space-y-6">
      <PageHeader title={t("product.new_title")} actions={<BackLink />} />
      <ProductForm
        draft={draft}
        setDraft={setDraft}
        busy={create.isPending}
        saved={false}
        error={create.error}
        checked={checked}
        canEdit
        writable={writableLanguages(me)}
        editing={editing}
        setEditing={setEditing}
        onSubmit={() => {
          const found = checkProduct(draft, null);
          setChecked(found);
          if (Object.keys(found).length > 0) return;
          create.mutate(undefined, {
            onSuccess: ({ data }) => navigate(`/catalogue/products/${data.id}`, { replace: true }),
          });
        }}
      />
      {leaveGuard}
    </div>
  );
}

function EditProduct({ id }: { id: number }) {
  const me = useMe();
  const { data: product, isError } = useQuery(productQuery(id));
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const [saved, setSaved] = useState(false);
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const canEdit = me.permissions.includes("catalog.edit");
  const writable = writableLanguages(me);
  // A translator starts in their first language.
  const [editing, setEditing] = useState<Language>(canEdit ? "ar" : (writable[0] ?? "ar"));
  // A saved answer (or another tab's change, refetched) becomes the form's state.
  useEffect(() => {
    if (product) setDraft(draftOf(product));
  }, [product]);
  const update = useProductWrite(() => productWrites.update(id, changesOf(draft!, draftOf(product!))));
  const leaveGuard = useUnsavedChanges(
    !!product && !!draft && Object.keys(changesOf(draft, draftOf(product))).length > 0,
  );
  if (isError) throw new Response(null, { status: 404 });
  if (!product || !draft) return <Loading />;
  return (
    <div className="space-y-6">
      <PageHeader
        title={product.name.ar}
        actions={
          <>
            <span className="self-center text-sm text-slate-700">
              <Ltr>{product.code}</Ltr>
            </span>
            <BackLink />
          </>
        }
      />
      <VisibilityPanel productId={id} />
      <ProductForm
        draft={draft}
        setDraft={(change) => {
          setSaved(false);
          setDraft((current) => (current ? change(current) : current));
        }}
        busy={update.isPending}
        saved={saved}
        error={update.error}
        checked={checked}
        canEdit={canEdit}
        writable={writable}
        editing={editing}
        setEditing={setEditing}
        productId={id}
        onSubmit={() => {
          const found = checkProduct(draft, draftOf(product));
          setChecked(found);
          if (Object.keys(found).length > 0) return;
          update.mutate(undefined, { onSuccess: () => setSaved(true) });
        }}
      />
      <ColoursSection
        product={product}
        canEdit={canEdit}
        language={editing}
        writable={writable}
        canViewHistory={me.permissions.includes("audit.view")}
      />
      {me.permissions.includes("audit.view") && <HistoryTab entity="product" entityId={id} />}
      {leaveGuard}
    </div>
  );
}

function BackLink() {
  const { t } = useI18n();
  return (
    <Link to="/catalogue" className={buttonClass("secondary")}>
      {t("product.back")}
    </Link>
  );
}
