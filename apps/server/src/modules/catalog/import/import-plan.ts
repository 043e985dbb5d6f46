import {
  type ImportErrorCode,
  type ImportRowReport,
  type Language,
  type Localized,
  languages,
  type productSheetColumns,
  requiredSheetColumns,
} from "@dukkan/contracts";
import { fileError, importedCell, type Sheet } from "./sheet-files.ts";

/**
 * An import read and checked against the catalogue (issue 19), before anything is written: each row's values
 * or its errors, grouped by product code into what would be created, changed or left as it is.
 */

/** Names (any language) → ids, and what the products the file names hold now. */
export interface Catalogue {
  brands: Map<string, number>;
  categories: Map<string, number>;
  colours: Map<string, number>;
  products: Map<string, ExistingProduct>;
  /** The shop's own origin: image URLs must point at its /media/. */
  origin: string;
  /** Unknown brands and categories are created (asked for): named here with ids below zero until written. */
  createBrands: boolean;
  createCategories: boolean;
  newBrands: Map<string, { id: number; name: string }>;
  newCategories: Map<string, { id: number; name: string }>;
}

/**
 * A brand or category the import will create: a temporary id below zero (brands from -1, categories from
 * -1,000,001, so that the two never meet), the same for every row naming it.
 */
function pending(names: Map<string, { id: number; name: string }>, name: string, from: number): number {
  const key = nameKey(name);
  const known = names.get(key);
  if (known) return known.id;
  const id = from - names.size;
  names.set(key, { id, name: name.trim() });
  return id;
}
export interface ExistingProduct {
  id: number;
  name: Localized;
  brand_id: number;
  discount: number;
  active: boolean;
  category_ids: number[];
  colours: {
    id: number;
    color_id: number;
    images: string[];
    sizes: { id: number; size: Localized; price: number; quantity: number }[];
  }[];
}

export interface SizeRow {
  line: number;
  colorId: number;
  size: Localized;
  price: number;
  stock: number | undefined;
  /** The size's stock when the file was exported (the `stock_at_export` column), if the file says. */
  stockAtExport: number | undefined;
  images: string[] | undefined;
}
export interface ProductPlan {
  code: string;
  lines: number[];
  existing: ExistingProduct | undefined;
  name: Partial<Localized>;
  brandId: number | undefined;
  categoryIds: number[] | undefined;
  discount: number | undefined;
  active: boolean | undefined;
  sizes: SizeRow[];
}

type RowErrors = ImportRowReport["errors"];
const messages: Record<ImportErrorCode, string> = {
  required: "A value is required",
  too_long: "The value is too long",
  invalid_code: "A code is letters, digits, spaces and . _ / - (up to 60)",
  invalid_number: "Not a whole number",
  out_of_range: "The number is out of range",
  invalid_flag: "Use 1 or 0 (yes or no)",
  unknown_brand: "No brand has this name",
  unknown_category: "No category has this name",
  unknown_colour: "No colour of the palette has this name",
  foreign_image: "Images may come only from this shop's media",
  invalid_image: "Not an image address",
  conflicting_value: "Differs from the product's first row",
  duplicate_size: "The product has this colour and size twice",
  product_rejected: "Another row of this product has an error",
  formula: "A formula is not a value: remove the leading =, +, - or @",
  stock_changed:
    "The stock changed since the file was exported: export again, or change it on the stock page",
  stock_at_export_missing:
    "The file does not say the stock at export (column stock_at_export): export the file again to set stock",
};
export const importError = (column: string, code: ImportErrorCode) => ({
  column,
  code,
  message: messages[code],
});

/** Brands, categories and colours are matched by any of their names, ignoring case and spacing. */
export const nameKey = (name: string) => name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

const latinDigits = (value: string) =>
  value.replace(/[٠-٩۰-۹]/g, (d) => String((d.codePointAt(0) as number) & 0xf));
/**
 * A whole number as people type it: Arabic-Indic or Persian digits, thousands separated by `,` `.` `٬` `'` or
 * spaces (`1,250,000`, `١٬٢٥٠٬٠٠٠`); a decimal part is refused.
 */
export function parseWholeNumber(raw: string): number | null {
  const value = latinDigits(raw).replace(/[\s\u00a0\u202f]/g, "");
  if (/^\d+$/.test(value)) return Number(value);
  if (/^\d{1,3}([,.٬'])\d{3}(\1\d{3})*$/.test(value)) return Number(value.replace(/\D/g, ""));
  return null;
}

const flags: Record<string, boolean> = {
  "1": true,
  "0": false,
  yes: true,
  no: false,
  true: true,
  false: false,
  نعم: true,
  لا: false,
  بەڵێ: true,
  نەخێر: false,
};
const codePattern = /^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u;

/** The header's columns by name; a file without a required column is refused as a whole. */
export function columnsOf(header: string[]): Map<string, number> {
  const columns = new Map(header.map((name, index) => [name.trim().toLowerCase(), index] as const));
  const missing = requiredSheetColumns.filter((name) => !columns.has(name));
  if (missing.length > 0)
    throw fileError(
      "missing_column",
      `The file has no column ${missing.join(", ")} (the first row names the columns)`,
    );
  return columns;
}

export function planImport(
  sheet: Sheet,
  catalogue: Catalogue,
): { plans: ProductPlan[]; reports: ImportRowReport[] } {
  const [header = [], ...rows] = sheet;
  const columns = columnsOf(header);
  const plans = new Map<string, ProductPlan>();
  const reports: ImportRowReport[] = [];

  rows.forEach((row, index) => {
    const line = index + 2;
    const errors: RowErrors = [];
    const cell = (column: (typeof productSheetColumns)[number]) => {
      const at = columns.get(column);
      const { text, formula } = importedCell(at === undefined ? "" : (row[at] ?? ""));
      if (formula) errors.push(importError(column, "formula"));
      return formula ? "" : text;
    };
    const code = cell("code");
    if (!code) errors.push(importError("code", "required"));
    else if (code.length > 60 || !codePattern.test(code)) errors.push(importError("code", "invalid_code"));

    const plan: ProductPlan = plans.get(code) ?? {
      code,
      lines: [],
      existing: catalogue.products.get(code),
      name: {},
      brandId: undefined,
      categoryIds: undefined,
      discount: undefined,
      active: undefined,
      sizes: [],
    };
    const first = plan.lines.length === 0;
    /** A product's own value: set by its first row; a later row may repeat it or leave it blank. */
    const agree = <T>(column: string, current: T | undefined, value: T | undefined): T | undefined => {
      if (value === undefined) return current;
      if (!first && current !== undefined && JSON.stringify(current) !== JSON.stringify(value)) {
        errors.push(importError(column, "conflicting_value"));
        return current;
      }
      return value;
    };

    for (const lang of languages) {
      const text = cell(`name:${lang}`);
      if (text.length > 200) errors.push(importError(`name:${lang}`, "too_long"));
      else if (text) plan.name = { ...plan.name, [lang]: agree(`name:${lang}`, plan.name[lang], text) };
    }
    const brand = cell("brand");
    let brandId = brand ? catalogue.brands.get(nameKey(brand)) : undefined;
    if (brand && brandId === undefined) {
      if (catalogue.createBrands && brand.length <= 100) brandId = pending(catalogue.newBrands, brand, -1);
      else errors.push(importError("brand", "unknown_brand"));
    }
    plan.brandId = agree("brand", plan.brandId, brandId);

    const categoryNames = cell("categories")
      .split("|")
      .map((c) => c.trim())
      .filter(Boolean);
    const categoryIds = categoryNames.map(
      (name) =>
        catalogue.categories.get(nameKey(name)) ??
        (catalogue.createCategories && name.length <= 100
          ? pending(catalogue.newCategories, name, -1_000_001)
          : undefined),
    );
    if (categoryIds.some((id) => id === undefined))
      errors.push(importError("categories", "unknown_category"));
    else if (categoryIds.length > 0)
      plan.categoryIds = agree(
        "categories",
        plan.categoryIds,
        [...new Set(categoryIds as number[])].sort((a, b) => a - b),
      );

    const number = (column: "discount" | "price" | "stock" | "stock_at_export", max: number) => {
      const raw = cell(column);
      if (!raw) return undefined;
      const value = parseWholeNumber(raw);
      if (value === null) errors.push(importError(column, "invalid_number"));
      else if (value > max) errors.push(importError(column, "out_of_range"));
      else return value;
      return undefined;
    };
    plan.discount = agree("discount", plan.discount, number("discount", 100));
    const activeRaw = cell("active").toLowerCase();
    const active = activeRaw ? flags[activeRaw] : undefined;
    if (activeRaw && active === undefined) errors.push(importError("active", "invalid_flag"));
    plan.active = agree("active", plan.active, active);

    // The size of the row, unless the row carries the product's own columns only.
    const colour = cell("colour");
    const size: Partial<Localized> = {};
    for (const lang of languages) {
      const text = cell(`size:${lang}`);
      if (text.length > 60) errors.push(importError(`size:${lang}`, "too_long"));
      else if (text) size[lang as Language] = text;
    }
    const price = number("price", 2_000_000_000);
    const stock = number("stock", 1_000_000);
    const stockAtExport = number("stock_at_export", 1_000_000);
    const images = imagesOf(cell("images"), catalogue.origin, errors);
    if (colour || size.ar || cell("price")) {
      const colorId = catalogue.colours.get(nameKey(colour));
      if (!colour) errors.push(importError("colour", "required"));
      else if (colorId === undefined) errors.push(importError("colour", "unknown_colour"));
      if (!size.ar) errors.push(importError("size:ar", "required"));
      if (price === undefined && !cell("price")) errors.push(importError("price", "required"));
      const duplicate = plan.sizes.some((s) => s.colorId === colorId && s.size.ar === size.ar);
      if (duplicate) errors.push(importError("size:ar", "duplicate_size"));
      if (colorId !== undefined && size.ar && price !== undefined && !duplicate)
        plan.sizes.push({ line, colorId, size: size as Localized, price, stock, stockAtExport, images });
    }

    if (first && !plan.existing) {
      if (!plan.name.ar && !errors.some((e) => e.column === "name:ar"))
        errors.push(importError("name:ar", "required"));
      if (!brand && !errors.some((e) => e.column === "brand")) errors.push(importError("brand", "required"));
    }
    plan.lines.push(line);
    if (code) plans.set(code, plan);
    reports.push({
      line,
      code,
      action: errors.length > 0 ? "rejected" : plan.existing ? "update" : "create",
      errors,
      changes: [],
    });
  });

  // A product with a rejected row is not written at all: its other rows say why.
  const byLine = new Map(reports.map((r) => [r.line, r]));
  for (const plan of plans.values()) {
    const rejected = plan.lines.some((line) => byLine.get(line)?.action === "rejected");
    if (rejected)
      for (const line of plan.lines) {
        const report = byLine.get(line)!;
        if (report.action !== "rejected") {
          report.action = "rejected";
          report.errors.push(importError("code", "product_rejected"));
        }
      }
  }
  return { plans: [...plans.values()], reports };
}

/** Image addresses of the shop's own media only: a stored key, or a URL under this origin's /media/. */
function imagesOf(raw: string, origin: string, errors: RowErrors): string[] | undefined {
  const items = raw
    .split("|")
    .map((i) => i.trim())
    .filter(Boolean);
  if (items.length === 0) return undefined;
  const keys: string[] = [];
  for (const item of items) {
    if (/^https?:\/\//i.test(item)) {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        errors.push(importError("images", "invalid_image"));
        continue;
      }
      if (url.origin !== origin || !url.pathname.startsWith("/media/")) {
        errors.push(importError("images", "foreign_image"));
        continue;
      }
      keys.push(decodeURIComponent(url.pathname.slice("/media/".length)));
    } else if (/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(item) && !item.split("/").includes("..")) keys.push(item);
    else errors.push(importError("images", "invalid_image"));
  }
  return keys;
}
