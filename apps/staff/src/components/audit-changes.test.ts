import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { auditEntities } from "@dukkan/contracts/audit";
import { type Language, languages } from "@dukkan/contracts/languages";
import { describe, expect, it } from "vitest";
import { registryStrings } from "../locales/registry-labels.ts";

/** Every string of one language (its files and the registries' labels merged, as the app loads them). */
function stringsOf(lang: Language): Record<string, string> {
  const dir = path.join(import.meta.dirname, `../locales/${lang}`);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Record<string, string>),
    registryStrings(lang),
  );
}

/** The audit view names each kind of entity in words: a kind added to the contracts needs its string. */
describe("audit entity names", () => {
  for (const lang of languages) {
    it(`every audit entity has a name in ${lang}`, () => {
      const strings = stringsOf(lang);
      expect(auditEntities.filter((entity) => !strings[`audit.entity_${entity}`])).toEqual([]);
    });
  }
});

/**
 * Every field the audited snapshots carry (the audited tables' columns, the order desk's and the imports' own
 * entries, the settings' forms) has a name in words (issue 33: no `main text`, `courier id` or `created`).
 */
const auditedFields = [
  // catalogue
  "name",
  "country",
  "logo",
  "background_image",
  "catalog_file",
  "sort_order",
  "active",
  "deleted_at",
  "part_id",
  "sub_part_id",
  "brand_id",
  "code",
  "price",
  "discount",
  "status",
  "description",
  "detail",
  "image",
  "pdf",
  "category_ids",
  "specifications",
  "about",
  "accessory_ids",
  "images",
  "invoice_number",
  "color_id",
  "size",
  "hex",
  "quantity",
  "product_id",
  "product_color_id",
  // staff accounts, customers
  "email",
  "role",
  "languages",
  "password",
  "full_name",
  "phone",
  // the customer record (issue 38)
  "tags",
  "born_date",
  "gender",
  "city_id",
  // the order desk
  "order_number",
  "city",
  "address",
  "landmark",
  "notes",
  "note",
  "subtotal",
  "total",
  "delivery_fee",
  "payment_method",
  "coupon_code",
  "coupon_id",
  "lang",
  "courier_id",
  "amount_to_collect",
  "settlement_id",
  "reason",
  "lines",
  "item_id",
  "order_numbers",
  "expected",
  "received",
  "resolved",
  "resolution_note",
  "staff_user_id",
  "resolved_at",
  "resolved_by",
  "kind",
  "value",
  "min_subtotal",
  "starts_at",
  "ends_at",
  "usage_limit",
  "per_client_limit",
  "used_count",
  // content and settings
  "blog_category_id",
  "title",
  "media_type",
  "video",
  "main_text",
  "button_text",
  "button_link",
  "icon",
  "type",
  "link",
  "text",
  "secound_phone",
  "location_link",
  "hours",
  "dealer_type_id",
  "department",
  "locations",
  "numbers",
  "links",
  "methods",
  "shown",
  "draft",
  // imports and bulk changes
  "created",
  "updated",
  "entities_written",
  "change",
  "filters",
  "product_ids",
];

describe("audit field names", () => {
  for (const lang of languages) {
    it(`every audited field has a name in ${lang}`, () => {
      const strings = stringsOf(lang);
      expect(auditedFields.filter((field) => !strings[`audit.field_${field}`])).toEqual([]);
      expect(strings["audit.field_order_status"]).toBeTruthy();
    });
  }
});
