import type { Localized, ProductCreate, ProductUpdate } from "@dukkan/contracts";
import { productCreateSchema, productUpdateSchema } from "@dukkan/contracts/catalog-admin";
import { checkWith, type FieldErrorCodes } from "@dukkan/contracts/field-errors";
import { westernDigits } from "@dukkan/contracts/money";
import type { StaffProduct } from "@dukkan/contracts/staff-products";
import type { LocalizedValue } from "#staff/components/localized.ts";

/** The product form's state: what the inputs hold, before it is a valid request. */
export interface ProductDraft {
  name: LocalizedValue;
  code: string;
  brand_id: string;
  category_ids: number[];
  discount: string;
  active: boolean;
  description: LocalizedValue;
  detail: LocalizedValue;
  specifications: LocalizedValue[];
  about: LocalizedValue[];
  accessories: { id: number; code: string; name: Localized }[];
  /** Codes typed in the picker, resolved by the server on save. */
  accessory_codes: string[];
  pdf: string | null;
}

export const emptyDraft: ProductDraft = {
  name: { ar: "" },
  code: "",
  brand_id: "",
  category_ids: [],
  discount: "0",
  active: true,
  description: { ar: "" },
  detail: { ar: "" },
  specifications: [],
  about: [],
  accessories: [],
  accessory_codes: [],
  pdf: null,
};

export function draftOf(product: StaffProduct): ProductDraft {
  return {
    name: product.name,
    code: product.code,
    brand_id: String(product.brand_id),
    category_ids: product.category_ids,
    discount: String(product.discount),
    active: product.active,
    description: product.description,
    detail: product.detail,
    specifications: product.specifications,
    about: product.about,
    accessories: product.accessories,
    accessory_codes: [],
    pdf: product.pdf,
  };
}

/** A translated value without blank languages (the server drops them too): `{ ar: "" }` stays for Arabic. */
function texts(value: LocalizedValue): Localized {
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(value)) if (text?.trim()) out[lang] = text;
  return { ...out, ar: value.ar ?? "" } as Localized;
}

/**
 * A whole number typed in any digits (٥, ۵, 5); NaN when it is not one, which the server refuses as the field's
 * error: never a silent 0.
 */
export function typedWholeNumber(text: string): number {
  const plain = westernDigits(text).trim();
  return /^\d{1,9}$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The request body the draft stands for (numbers parsed; the server validates). */
export function requestOf(draft: ProductDraft): Required<Omit<ProductUpdate, "image">> {
  return {
    name: texts(draft.name),
    code: draft.code.trim(),
    brand_id: Number(draft.brand_id),
    category_ids: draft.category_ids,
    discount: typedWholeNumber(draft.discount),
    active: draft.active,
    description: texts(draft.description),
    detail: texts(draft.detail),
    specifications: draft.specifications.map(texts),
    about: draft.about.map(texts),
    accessory_ids: draft.accessories.map((a) => a.id),
    accessory_codes: draft.accessory_codes,
    pdf: draft.pdf,
  };
}

/** Only the fields that differ from the saved product: a translator's save then sends texts alone. */
export function changesOf(draft: ProductDraft, saved: ProductDraft): Partial<ProductUpdate> {
  const next = requestOf(draft);
  const before = requestOf(saved);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) changes[key] = next[key];
  }
  if (changes.accessory_codes && (changes.accessory_codes as string[]).length === 0)
    delete changes.accessory_codes;
  return changes as Partial<ProductUpdate>;
}

/** A new product's body: no brand while none is chosen (the schema then asks for one), no empty accessory codes. */
export function createBodyOf(draft: ProductDraft): ProductCreate {
  const { accessory_codes, brand_id, ...body } = requestOf(draft);
  return {
    ...body,
    ...(draft.brand_id ? { brand_id } : {}),
    ...(accessory_codes.length ? { accessory_codes } : {}),
  } as ProductCreate;
}

/**
 * What the browser can say before the server does: the body about to be sent (a new product's, or the changes to
 * the saved one) checked with the schema the server checks it with, as field → code.
 */
export function checkProduct(draft: ProductDraft, saved: ProductDraft | null): FieldErrorCodes {
  const checked = saved
    ? checkWith(productUpdateSchema, changesOf(draft, saved))
    : checkWith(productCreateSchema, createBodyOf(draft));
  return checked.ok ? {} : checked.errors;
}
