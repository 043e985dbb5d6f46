import { contentKindDefinition, contentKinds } from "@dukkan/contracts";
import { getTableColumns, getTableName } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contentTables } from "./content-writes.repository.ts";
import { contentSpecs } from "./content-writes.ts";

/** The content registry (packages/contracts/src/content-kinds.ts) names tables and columns that exist. */
describe("content kinds against the schema", () => {
  for (const kind of contentKinds) {
    const definition = contentKindDefinition(kind);
    it(`${kind}: its table, translated columns, parent field and list order exist`, () => {
      const table = contentTables[contentSpecs[kind].entity];
      expect(getTableName(table)).toBe(definition.table);
      const columns = Object.values(getTableColumns(table));
      const sqlName = (name: string) => columns.find((column) => column.name === name);
      for (const field of [...definition.texts, ...definition.html, ...definition.workspaceTexts])
        expect(sqlName(field)?.dataType, `${kind}.${field}`).toBe("json");
      expect(definition.html.filter((field) => !definition.texts.includes(field))).toEqual([]);
      expect(definition.workspaceTexts.filter((field) => !definition.texts.includes(field))).toEqual([]);
      if (definition.parent) {
        expect(contentKinds).toContain(definition.parent.kind);
        expect(sqlName(definition.parent.field), definition.parent.field).toBeDefined();
      }
      if (definition.listOrder === "sort_order") expect(sqlName("sort_order")).toBeDefined();
    });
  }

  it("refuses to delete a blog category or dealer type in use, naming its children", () => {
    expect(contentSpecs["blog-categories"].children).toEqual([
      { entity: "blog", field: "blog_category_id", what: ["blog category", "posts"] },
    ]);
    expect(contentSpecs["dealer-types"].children).toEqual([
      { entity: "dealer", field: "dealer_type_id", what: ["dealer type", "dealers"] },
    ]);
  });
});
