/** What the frame (header, menus, footer, contact widget) renders, from the root loader (spec §2 "Frame"). */
export interface MenuCategory {
  id: number;
  name: string;
}
export interface MenuSubPart {
  id: number;
  name: string;
  categories: MenuCategory[];
}
export interface MenuBrand {
  id: number;
  name: string;
  sub_parts: MenuSubPart[];
}
export interface MenuPart {
  id: number;
  name: string;
  brands: MenuBrand[];
}
export interface LinkItem {
  name: string;
  link: string | null;
  icon: string | null;
}
export interface ChatContact {
  id: number;
  name: string;
  department: string;
  phone: string;
  link: string;
}

export interface FrameData {
  parts: MenuPart[];
  blogCategories: MenuCategory[];
  phones: string[];
  email: string | null;
  description: string | null;
  locations: LinkItem[];
  social: LinkItem[];
  payments: LinkItem[];
  agencies: MenuCategory[];
  contacts: ChatContact[];
}

/** Spec §9: a phone setting may hold several numbers, split on newlines or commas. */
export function splitPhones(value: string): string[] {
  return value
    .split(/[\n,،]+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** `tel:` link for an Iraqi number as people write it (07XX… becomes +9647XX…). */
export function telLink(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `tel:+964${digits.slice(1)}`;
  return `tel:${digits}`;
}
