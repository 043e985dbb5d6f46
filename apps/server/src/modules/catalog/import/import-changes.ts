import { type ImportFieldChange, type Localized, languages } from "@dukkan/contracts";
import { type ExistingProduct, importError, type ProductPlan } from "./import-plan.ts";

/**
 * What one product's rows change in a product that exists, worked out before anything is written: the writes,
 * each row's changes field by field (old and new, as the sheet writes them), and the rows that conflict with
 * what the shop holds now (issue 33: an import never moves stock backwards behind staff's back).
 */
export interface ProductChanges {
  product: Record<string, unknown> | null;
  newColours: { colorId: number; images: string[]; sizes: ProductPlan["sizes"] }[];
  colourImages: { productColorId: number; images: string[] }[];
  newSizes: { productColorId: number; row: ProductPlan["sizes"][number] }[];
  sizeUpdates: { sizeId: number; size: Localized; price: number }[];
  stock: { sizeId: number; delta: number }[];
  /** Lines of the file that change something. */
  lines: Set<number>;
  /** Each line's changes, for the report. */
  fields: Map<number, ImportFieldChange[]>;
  /** Lines not applied: the size's stock changed since the export (or the file cannot say). */
  conflicts: Map<number, ReturnType<typeof importError>>;
  /** Lines whose stock differs from the shop's, left as it is because stock was not asked for. */
  stockIgnored: Set<number>;
}

/** Names of what the sheet refers to by id (brands and categories the import creates included). */
export interface SheetNames {
  brand: (id: number) => string;
  category: (id: number) => string;
  colour: (id: number) => string;
}

export interface ChangeOptions {
  /** The `stock` column sets stock (`set_stock`); otherwise stock is left as it is. */
  setStock: boolean;
  names: SheetNames;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedKeys = (value: Localized) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) as Localized;
const text = (value: string | number | undefined | null) =>
  value === undefined || value === null || value === "" ? null : String(value);
const flag = (value: boolean) => (value ? "1" : "0");

/**
 * Whether a row's stock cell asks for a change: it differs from the shop's stock, and from the stock the export
 * wrote (an export's own figure, left as it was, says nothing about the shelf today).
 */
export const stockAsked = (row: ProductPlan["sizes"][number], quantity: number) =>
  row.stock !== undefined && row.stock !== quantity && row.stock !== row.stockAtExport;

export function changesOf(
  plan: ProductPlan,
  existing: ExistingProduct,
  options: ChangeOptions,
): ProductChanges {
  const { names } = options;
  const changes: ProductChanges = {
    product: null,
    newColours: [],
    colourImages: [],
    newSizes: [],
    sizeUpdates: [],
    stock: [],
    lines: new Set(),
    fields: new Map(),
    conflicts: new Map(),
    stockIgnored: new Set(),
  };
  const note = (line: number, column: string, old: string | null, now: string | null) => {
    const list = changes.fields.get(line) ?? [];
    list.push({ column, old, new: now });
    changes.fields.set(line, list);
  };

  const firstLine = plan.lines[0]!;
  const product: Record<string, unknown> = {};
  const name = sortedKeys({ ...existing.name, ...plan.name } as Localized);
  if (!same(name, sortedKeys(existing.name))) {
    product.name = name;
    for (const lang of languages)
      if ((name[lang] ?? "") !== (existing.name[lang] ?? ""))
        note(firstLine, `name:${lang}`, text(existing.name[lang]), text(name[lang]));
  }
  if (plan.brandId !== undefined && plan.brandId !== existing.brand_id) {
    product.brand_id = plan.brandId;
    note(firstLine, "brand", names.brand(existing.brand_id), names.brand(plan.brandId));
  }
  if (plan.categoryIds && !same(plan.categoryIds, existing.category_ids)) {
    product.category_ids = plan.categoryIds;
    const list = (ids: number[]) => text(ids.map(names.category).join(" | "));
    note(firstLine, "categories", list(existing.category_ids), list(plan.categoryIds));
  }
  if (plan.discount !== undefined && plan.discount !== existing.discount) {
    product.discount = plan.discount;
    note(firstLine, "discount", text(existing.discount), text(plan.discount));
  }
  if (plan.active !== undefined && plan.active !== existing.active) {
    product.active = plan.active;
    note(firstLine, "active", flag(existing.active), flag(plan.active));
  }
  if (Object.keys(product).length > 0) {
    changes.product = product;
    changes.lines.add(firstLine);
  }

  for (const row of plan.sizes) {
    const colour = existing.colours.find((c) => c.color_id === row.colorId);
    const size = colour?.sizes.find((s) => s.size.ar === row.size.ar);
    // A new colour or size: its opening stock only when stock is asked for.
    const opening = options.setStock ? (row.stock ?? 0) : 0;
    if (!size && !options.setStock && (row.stock ?? 0) > 0) changes.stockIgnored.add(row.line);
    if (!colour || !size) {
      note(row.line, "colour", colour ? names.colour(row.colorId) : null, names.colour(row.colorId));
      for (const lang of languages) if (row.size[lang]) note(row.line, `size:${lang}`, null, row.size[lang]);
      note(row.line, "price", null, text(row.price));
      if (opening > 0) note(row.line, "stock", null, text(opening));
      if (row.images && !colour) note(row.line, "images", null, row.images.join(" | "));
      changes.lines.add(row.line);
    }
    if (!colour) {
      const added = changes.newColours.find((c) => c.colorId === row.colorId);
      if (added) added.sizes.push(row);
      else changes.newColours.push({ colorId: row.colorId, images: row.images ?? [], sizes: [row] });
      continue;
    }

    // An existing size whose stock the file changes: applied only if the shop still holds what was exported.
    let delta = 0;
    if (size && stockAsked(row, size.quantity)) {
      if (!options.setStock) changes.stockIgnored.add(row.line);
      else if (row.stockAtExport === undefined || row.stockAtExport !== size.quantity) {
        const code = row.stockAtExport === undefined ? "stock_at_export_missing" : "stock_changed";
        changes.conflicts.set(row.line, importError("stock", code));
        note(row.line, "stock", text(size.quantity), text(row.stock));
        continue;
      } else delta = (row.stock as number) - size.quantity;
    }

    if (
      row.images &&
      !same(row.images, colour.images) &&
      !changes.colourImages.some((c) => c.productColorId === colour.id)
    ) {
      changes.colourImages.push({ productColorId: colour.id, images: row.images });
      note(row.line, "images", text(colour.images.join(" | ")), text(row.images.join(" | ")));
      changes.lines.add(row.line);
    }
    if (!size) {
      changes.newSizes.push({ productColorId: colour.id, row });
      continue;
    }
    const sizeName = sortedKeys({ ...size.size, ...row.size } as Localized);
    if (!same(sizeName, sortedKeys(size.size)) || row.price !== size.price) {
      changes.sizeUpdates.push({ sizeId: size.id, size: sizeName, price: row.price });
      for (const lang of languages)
        if ((sizeName[lang] ?? "") !== (size.size[lang] ?? ""))
          note(row.line, `size:${lang}`, text(size.size[lang]), text(sizeName[lang]));
      if (row.price !== size.price) note(row.line, "price", text(size.price), text(row.price));
      changes.lines.add(row.line);
    }
    if (delta !== 0) {
      changes.stock.push({ sizeId: size.id, delta });
      note(row.line, "stock", text(size.quantity), text(row.stock));
      changes.lines.add(row.line);
    }
  }
  return changes;
}
