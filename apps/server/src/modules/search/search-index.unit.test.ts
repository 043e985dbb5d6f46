import { productSearchDocument } from "@dukkan/db";
import { describe, expect, it } from "vitest";
import { type IndexedProduct, type RankInput, SearchIndex, smallest } from "./search-index.ts";

const product = (id: number, en: string, code: string, inStock = true, ar = ""): IndexedProduct => ({
  id,
  code,
  inStock,
  document: productSearchDocument({ name: { ar, en }, code }),
});

/** A query of exact words (no completions or typos), as the service would build for whole words. */
const exactQuery = (...words: string[]): RankInput => ({
  words,
  terms: words.map((w) => ({ exact: [w], all: [w] })),
  code: null,
});

const rankIds = (index: SearchIndex, input: RankInput, limit?: number) => index.rank(input, limit).ids;

function indexOf(...products: IndexedProduct[]) {
  const index = new SearchIndex();
  for (const p of products) index.upsert(p);
  return index;
}

describe("SearchIndex", () => {
  it("finds products holding a term of every word, and no others", () => {
    const index = indexOf(
      product(1, "Kitchen Sink", "DK-1"),
      product(2, "Kitchen Mixer", "DK-2"),
      product(3, "Bath Sink", "DK-3"),
    );
    expect(rankIds(index, exactQuery("kitchen", "sink"))).toEqual([1]);
    expect(rankIds(index, exactQuery("sink")).sort()).toEqual([1, 3]);
    expect(rankIds(index, exactQuery("oven"))).toEqual([]);
    expect(rankIds(index, exactQuery())).toEqual([]);
  });

  it("ranks exact code, exact name, name prefix, all words exact, then typos", () => {
    const index = indexOf(
      product(10, "Steel sink extra", "SNK-10"), // name prefix for "steel sink"
      product(11, "Steel sink", "SNK-11"), // exact name
      product(12, "Big steel sink", "SNK-12"), // every word, not a prefix
      product(13, "Steal sink", "SNK-13"), // a typo of steel
      product(14, "Other", "STEELSINK"), // the code, written without the dash
    );
    const input: RankInput = {
      words: ["steel", "sink"],
      terms: [
        { exact: ["steel"], all: ["steel", "steal"] },
        { exact: ["sink"], all: ["sink"] },
      ],
      code: "steelsink",
    };
    // Product 14 holds neither word, so the code alone does not make it a match.
    expect(rankIds(index, input)).toEqual([11, 10, 12, 13]);
    index.upsert(product(14, "Other steel sink", "STEEL-SINK"));
    expect(rankIds(index, input)[0]).toBe(14);
  });

  it("puts products in stock first at equal relevance, then orders by id", () => {
    const index = indexOf(
      product(5, "Sink a", "A", false),
      product(6, "Sink b", "B"),
      product(7, "Sink c", "C"),
    );
    expect(rankIds(index, exactQuery("sink"))).toEqual([6, 7, 5]);
    index.upsert(product(5, "Sink a", "A", true));
    index.upsert(product(6, "Sink b", "B", false));
    expect(rankIds(index, exactQuery("sink"))).toEqual([5, 7, 6]);
  });

  it("counts a product once per word even when several of the word's terms match it", () => {
    const index = indexOf(product(1, "sink sinks", "A"), product(2, "sink oven", "B"));
    const input: RankInput = {
      words: ["sink", "oven"],
      terms: [
        { exact: ["sink", "sinks"], all: ["sink", "sinks"] },
        { exact: ["oven"], all: ["oven"] },
      ],
      code: null,
    };
    // Product 1 holds two terms of "sink" and none of "oven": not a match while product 2 holds both.
    expect(rankIds(index, input)).toEqual([2]);
  });

  it("replaces a changed product and forgets a removed one, terms included", () => {
    const index = indexOf(product(1, "Kitchen Sink", "K-1"), product(2, "Kitchen Mixer", "K-2"));
    index.upsert(product(1, "Kitchen Oven", "K-1"));
    expect(rankIds(index, exactQuery("sink"))).toEqual([]);
    expect(rankIds(index, exactQuery("oven"))).toEqual([1]);
    expect(index.vocabulary().completions("si", 5)).toEqual([]);
    index.remove(2);
    expect(index.size).toBe(1);
    expect(rankIds(index, exactQuery("kitchen"))).toEqual([1]);
    expect(index.vocabulary().withinEdits("mixr", 1)).toEqual([]);
    // A freed slot is reused without mixing the new product with the old one's terms.
    index.upsert(product(3, "Bath Mixer", "B-3"));
    expect(rankIds(index, exactQuery("mixer"))).toEqual([3]);
    expect(rankIds(index, exactQuery("kitchen"))).toEqual([1]);
  });

  it("completes codes and numbers in code-unit order, without the prefix itself", () => {
    const index = indexOf(product(1, "A", "DK-100"), product(2, "B", "DK-1001"), product(3, "C", "DK-2000"));
    expect(index.termsWithPrefix("100", 10)).toEqual(["1001"]);
    expect(index.termsWithPrefix("dk100", 10)).toEqual(["dk1001"]);
    expect(index.termsWithPrefix("dk", 2)).toEqual(["dk100", "dk1001"]);
    expect(index.termsWithPrefix("zz", 10)).toEqual([]);
  });

  it("matches Arabic names through the same normalisation as the query", () => {
    const index = indexOf(product(1, "Fridge", "R-1", true, "ثلاجة بابين"));
    expect(rankIds(index, exactQuery("ثلاجه"))).toEqual([1]);
    expect(index.vocabulary().completions("ثلا", 5)).toEqual(["ثلاجه"]);
  });

  it("ranks a one-word query: exact one-word name, then names beginning with it, then other holders", () => {
    const index = indexOf(
      product(1, "Mixer tap", "A"), // a name begins with "mixer"
      product(2, "Kitchen mixer", "B"), // holds the word, not at a name's start
      product(3, "Mixer", "C"), // the whole name
      product(4, "Mixers set", "D"), // a name begins with "mixer" as typed so far
    );
    const input: RankInput = {
      words: ["mixer"],
      terms: [{ exact: ["mixer", "mixers"], all: ["mixer", "mixers"] }],
      code: null,
    };
    expect(rankIds(index, input)).toEqual([3, 1, 4, 2]);
    index.remove(3);
    index.upsert(product(1, "Tap with mixer", "A"));
    expect(rankIds(index, input)).toEqual([4, 1, 2]);
  });

  it("checks a rare word's products for a common one through their own terms, with the same result", () => {
    const many = Array.from({ length: 300 }, (_, i) => product(100 + i, `Basin model ${i}`, `BS-${i}`));
    const index = indexOf(...many, product(1, "Basin Quokka", "Q-1"), product(2, "Quokka model", "Q-2"));
    // "quokka" is held twice, "basin" 301 times: more postings than 40 per candidate.
    expect(rankIds(index, exactQuery("basin", "quokka"))).toEqual([1]);
    expect(rankIds(index, exactQuery("quokka", "model"))).toEqual([2]);
    expect(rankIds(index, exactQuery("basin", "model")).length).toBe(300);
  });

  it("when no product holds every word, ranks those holding the most of them, at least half", () => {
    const index = indexOf(
      product(1, "Milano toilet wall hung", "A"), // 4 of 5 words
      product(2, "Milano toilet", "B"), // 2 of 5
      product(3, "Milano toilet wall", "C", false), // 3 of 5, out of stock
      product(4, "Milano toilet hung", "D"), // 3 of 5
      product(5, "Oven", "E"), // none
    );
    const query = exactQuery("milano", "toilet", "wall", "hung", "wal");
    expect(rankIds(index, query)).toEqual([1, 4, 3]);
    expect(index.rank(query).total).toBe(3);
    // Two of four words is half: enough; one (product 5) is not. Equal in words: in stock first.
    expect(rankIds(index, exactQuery("milano", "toilet", "bidet", "oven"))).toEqual([1, 2, 4, 3]);
    // One of three is not.
    expect(rankIds(index, exactQuery("oven", "drop", "table"))).toEqual([]);
    // A product holding every word leaves the partial ones out.
    index.upsert(product(6, "Milano toilet wall hung wal", "F"));
    expect(rankIds(index, query)).toEqual([6]);
  });

  it("ranks partial matches by relevance and stock after the number of words", () => {
    const index = indexOf(
      product(1, "Steal sink", "A"), // sink, and steel through a typo
      product(2, "Steel sink", "B", false), // both exact, out of stock
      product(3, "Steel sink", "C"), // both exact
    );
    const input: RankInput = {
      words: ["steel", "sink", "gold"],
      terms: [
        { exact: ["steel"], all: ["steel", "steal"] },
        { exact: ["sink"], all: ["sink"] },
        { exact: ["gold"], all: ["gold"] },
      ],
      code: null,
    };
    expect(rankIds(index, input)).toEqual([3, 2, 1]);
  });

  it("finds a hyphenated word whole and in parts", () => {
    const index = indexOf(product(1, "Toilet, wall-hung", "A"), product(2, "Wall tap", "B"));
    expect(rankIds(index, exactQuery("wallhung"))).toEqual([1]);
    expect(rankIds(index, exactQuery("wall", "hung"))).toEqual([1]);
    expect(rankIds(index, exactQuery("wall"))).toEqual([2, 1]);
  });

  it("returns the first `limit` of the full order", () => {
    const index = indexOf(
      ...Array.from({ length: 120 }, (_, i) => product(i + 1, `Sink ${i}`, `S-${i}`, i % 3 !== 0)),
    );
    const all = rankIds(index, exactQuery("sink"));
    expect(all).toHaveLength(120);
    expect(rankIds(index, exactQuery("sink"), 48)).toEqual(all.slice(0, 48));
    expect(index.rank(exactQuery("sink"), 48).total).toBe(120);
  });
});

describe("smallest", () => {
  it("gives the k smallest numbers in order, whatever their order before", () => {
    const values = Float64Array.from({ length: 500 }, (_, i) => (i * 7919) % 500);
    expect(smallest(values.slice(), 5)).toEqual([0, 1, 2, 3, 4]);
    expect(smallest(values.slice(), 600)).toHaveLength(500);
    expect(smallest(new Float64Array(0), 3)).toEqual([]);
  });
});
