import { contentKindRegistry, contentKinds } from "@dukkan/contracts/content-kinds";
import { describe, expect, it } from "vitest";
import { contentViews, isTextField } from "./content-kinds.ts";

/** The staff form of each kind agrees with the registry the server writes by (packages/contracts). */
describe("content views", () => {
  it("has one view per kind, in the registry's order", () => {
    expect(contentViews.map((view) => view.kind)).toEqual(contentKinds);
  });

  for (const view of contentViews) {
    it(`${view.kind}: edits the registry's translated texts, HTML as rich text, and its parent`, () => {
      const definition = contentKindRegistry[view.kind];
      const texts = view.fields.filter(isTextField).map((field) => field.name);
      expect(texts.sort()).toEqual([...definition.texts].sort());
      const html = view.fields.filter((field) => field.type === "html").map((field) => field.name);
      expect(html.sort()).toEqual([...definition.html].sort());
      const parent = view.fields.find((field) => field.type === "parent");
      const expected = "parent" in definition ? definition.parent : undefined;
      expect(parent && { field: parent.name, kind: parent.kind }).toEqual(expected);
    });
  }
});
