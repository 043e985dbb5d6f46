import { formatIqd } from "@dukkan/client-kit/money";
import { type Language, localize } from "@dukkan/contracts/languages";
import type { StaffProduct, StaffProductColor, StaffSize } from "@dukkan/contracts/staff-products";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#staff/components/button.tsx";
import { ConfirmDialog } from "#staff/components/confirm-dialog.tsx";
import { Field, FormAlert } from "#staff/components/field.tsx";
import { Count, Ltr } from "#staff/components/islands.tsx";
import { LocalizedField, type LocalizedValue } from "#staff/components/localized-fields.tsx";
import { MediaUpload, mediaUrl } from "#staff/components/media-upload.tsx";
import { MoneyInput } from "#staff/components/money-input.tsx";
import { Panel } from "#staff/components/page.tsx";
import { SelectField } from "#staff/components/select-field.tsx";
import { SortableList } from "#staff/components/sortable-list.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { paletteQuery, productWrites, useProductDelete, useProductWrite } from "./catalogue-api.ts";
import { parseOpeningStock } from "./opening-stock.ts";

/** Which content language the sizes' names are edited in, and what the staff member may write. */
interface TextScope {
  language: Language;
  writable: readonly Language[];
  /** The staff member may read the audit log: each size links to its history (prices, names, imports). */
  canViewHistory?: boolean | undefined;
}

/**
 * A product's colours (palette colour, images in order) and their sizes (name in the content language being
 * edited, price, stock). A translator (`canEdit` false) translates the sizes' names only.
 */
export function ColoursSection({
  product,
  canEdit,
  ...scope
}: { product: StaffProduct; canEdit: boolean } & TextScope) {
  const { t, language } = useI18n();
  const palette = useQuery(paletteQuery).data ?? [];
  const [colorId, setColorId] = useState("");
  const add = useProductWrite((id: number) =>
    productWrites.addColor(product.id, { color_id: id, images: [] }),
  );
  return (
    <Panel title={t("colours.title")}>
      <div className="space-y-6">
        {product.colors.length === 0 && <p className="text-slate-700">{t("colours.none")}</p>}
        {product.colors.map((colour) => (
          <ColourCard key={colour.id} colour={colour} canEdit={canEdit} scope={scope} />
        ))}
        {canEdit && (
          <form
            className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (colorId) add.mutate(Number(colorId), { onSuccess: () => setColorId("") });
            }}
          >
            <SelectField
              label={t("colours.palette")}
              value={colorId}
              emptyLabel={t("product.choose")}
              // A colour the product has already is not offered again.
              options={palette
                .filter((c) => !product.colors.some((added) => added.color_id === c.id))
                .map((c) => ({ value: String(c.id), label: localize(c.name, language) }))}
              onChange={(event) => setColorId(event.target.value)}
            />
            <Button type="submit" disabled={!colorId || add.isPending}>
              {t("colours.add")}
            </Button>
          </form>
        )}
      </div>
    </Panel>
  );
}

function ColourCard({
  colour,
  canEdit,
  scope,
}: {
  colour: StaffProductColor;
  canEdit: boolean;
  scope: TextScope;
}) {
  const { t, language } = useI18n();
  const name = localize(colour.color.name, language);
  const update = useProductWrite((images: string[]) => productWrites.updateColor(colour.id, { images }));
  const remove = useProductDelete();
  const [confirming, setConfirming] = useState(false);
  // Several files upload one after the other: each adds to the images the last save answered.
  const images = useRef(colour.images);
  images.current = colour.images;
  const saveImages = async (next: string[]) => {
    const answer = await update.mutateAsync(next);
    images.current = answer.data.colors.find((c) => c.id === colour.id)?.images ?? next;
  };
  return (
    <section aria-labelledby={`colour-${colour.id}`} className="rounded-lg border border-slate-200 p-4">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`colour-${colour.id}`} className="flex items-center gap-2 text-base font-bold">
          <span
            aria-hidden="true"
            className="size-5 rounded-full border border-slate-300"
            style={{ background: colour.color.hex }}
          />
          {name}
        </h3>
        {canEdit && (
          <Button look="danger" className="min-h-8 px-3 py-1" onClick={() => setConfirming(true)}>
            {t("colours.delete")}
          </Button>
        )}
      </header>
      <h4 className="mb-2 text-sm font-bold text-slate-800">{t("colours.images")}</h4>
      {colour.images.length === 0 ? (
        <p className="mb-2 text-sm text-slate-700">{t("colours.no_images")}</p>
      ) : !canEdit ? (
        // A translator sees the images; their order and files are not theirs to change.
        <ul aria-label={t("colours.images_of", { colour: name })} className="flex flex-wrap gap-2">
          {colour.images.map((key, index) => (
            <li key={key}>
              <img
                src={mediaUrl(key, 320)}
                alt={t("colours.image_n", { n: index + 1 })}
                width={64}
                height={64}
                className="size-16 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      ) : (
        <SortableList
          label={t("colours.images_of", { colour: name })}
          items={colour.images}
          itemKey={(key) => key}
          itemLabel={(_key, position) => t("colours.image_n", { n: position })}
          onReorder={(next) => void saveImages(next)}
          render={(key, index) => (
            <div className="flex items-center gap-3">
              <img
                src={mediaUrl(key, 320)}
                alt={t("colours.image_n", { n: index + 1 })}
                width={64}
                height={64}
                className="size-16 rounded object-cover"
              />
              {canEdit && (
                <Button
                  look="secondary"
                  className="min-h-8 px-2 py-1"
                  aria-label={t("colours.remove_image_n", { n: index + 1 })}
                  onClick={() => void saveImages(colour.images.filter((image) => image !== key))}
                >
                  {t("media.remove")}
                </Button>
              )}
            </div>
          )}
        />
      )}
      {canEdit && (
        <div className="mt-3">
          <MediaUpload
            label={t("colours.upload_images", { colour: name })}
            accept="image"
            multiple
            onUploaded={(media) => saveImages([...images.current, media.key])}
          />
        </div>
      )}
      <Sizes colour={colour} canEdit={canEdit} scope={scope} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("colours.delete_title", { colour: name })}
        description={t("colours.delete_text")}
        confirmLabel={t("colours.delete")}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(`staff/colors/${colour.id}`, { onSuccess: () => setConfirming(false) })
        }
      />
    </section>
  );
}

function Sizes({
  colour,
  canEdit,
  scope,
}: {
  colour: StaffProductColor;
  canEdit: boolean;
  scope: TextScope;
}) {
  const { t } = useI18n();
  const [name, setName] = useState("");
  const [price, setPrice] = useState<number | null>(null);
  const [stock, setStock] = useState("0");
  const opening = parseOpeningStock(stock);
  const add = useProductWrite(() =>
    productWrites.addSize(colour.id, {
      size: { ar: name.trim() },
      price: price ?? -1,
      quantity: opening ?? -1,
    }),
  );
  return (
    <div className="mt-4">
      <h4 className="mb-2 text-sm font-bold text-slate-800">{t("sizes.title")}</h4>
      {colour.sizes.length > 0 && (
        <ul className="space-y-2">
          {colour.sizes.map((size) => (
            <SizeRow key={size.id} size={size} canEdit={canEdit} scope={scope} />
          ))}
        </ul>
      )}
      {canEdit && (
        <form
          className="mt-3 grid items-end gap-2 sm:grid-cols-4"
          onSubmit={(event) => {
            event.preventDefault();
            add.mutate(undefined, {
              onSuccess: () => {
                setName("");
                setPrice(null);
                setStock("0");
              },
            });
          }}
        >
          <Field
            label={t("sizes.name_ar")}
            lang="ar"
            dir="rtl"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <MoneyInput label={t("sizes.price")} value={price} onChange={setPrice} />
          <Field
            label={t("sizes.opening_stock")}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            value={stock}
            error={opening === null ? "invalid_opening_stock" : undefined}
            onChange={(e) => setStock(e.target.value)}
          />
          <Button
            type="submit"
            disabled={add.isPending || !name.trim() || price === null || opening === null}
          >
            {t("sizes.add")}
          </Button>
          <div className="sm:col-span-4">
            <FormAlert>{add.isError && t("errors.generic")}</FormAlert>
          </div>
        </form>
      )}
    </div>
  );
}

/** The name as sent: trimmed, empty translations left out (the Arabic name is required). */
function trimmed(name: LocalizedValue): StaffSize["size"] {
  const entries = Object.entries(name).map(([lang, text]) => [lang, (text ?? "").trim()] as const);
  return Object.fromEntries(
    entries.filter(([lang, text]) => lang === "ar" || text !== ""),
  ) as StaffSize["size"];
}

function SizeRow({ size, canEdit, scope }: { size: StaffSize; canEdit: boolean; scope: TextScope }) {
  const { t } = useI18n();
  const [name, setName] = useState<LocalizedValue>(size.size);
  const [price, setPrice] = useState<number | null>(size.price);
  // A translator sends the name only: the server refuses anything else from them.
  const update = useProductWrite(() =>
    productWrites.updateSize(
      size.id,
      canEdit ? { size: trimmed(name), price: price ?? -1 } : { size: trimmed(name) },
    ),
  );
  const remove = useProductDelete();
  const changed = JSON.stringify(trimmed(name)) !== JSON.stringify(size.size) || price !== size.price;
  const canSave = canEdit || scope.writable.includes(scope.language);
  return (
    <li className="grid items-end gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-6">
      <div className="sm:col-span-2">
        <LocalizedField
          label={t("sizes.name")}
          value={name}
          onChange={setName}
          language={scope.language}
          writable={canEdit ? scope.writable : scope.writable.filter((lang) => lang !== "ar")}
        />
      </div>
      {canEdit ? (
        <MoneyInput label={t("sizes.price")} value={price} onChange={setPrice} />
      ) : (
        // A translator reads the price: the server takes only texts from them.
        <p className="text-sm" data-testid="size-price">
          <span className="block font-bold text-slate-800">{t("sizes.price")}</span>
          <Ltr>{formatIqd(size.price)}</Ltr>
        </p>
      )}
      <p className="text-sm">
        <span className="block font-bold text-slate-800">{t("sizes.stock")}</span>
        <Link to={`/stock/sizes/${size.id}`} className="font-bold text-brand-700 underline">
          <Count value={size.quantity} />
          <span className="sr-only"> — {t("sizes.stock_history")}</span>
        </Link>
        {scope.canViewHistory && (
          <Link
            to={`/audit?entity=size&entity_id=${size.id}`}
            className="mt-1 block font-bold text-brand-700 underline"
          >
            {t("sizes.history")}
          </Link>
        )}
      </p>
      {canSave && (
        <Button
          look="secondary"
          disabled={!changed || update.isPending || price === null}
          onClick={() => update.mutate(undefined)}
        >
          {t("common.save")}
        </Button>
      )}
      {canEdit && (
        <Button
          look="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(`staff/sizes/${size.id}`)}
        >
          {t("sizes.delete")}
        </Button>
      )}
      {update.isError && (
        <div className="sm:col-span-6">
          <FormAlert>{t("errors.generic")}</FormAlert>
        </div>
      )}
    </li>
  );
}
