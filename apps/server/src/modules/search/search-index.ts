import { VocabularyIndex } from "./vocabulary.ts";

/** A product as the index sees it: its search document (packages/db/src/search/document.ts) and stock. */
export interface IndexedProduct {
  id: number;
  code: string;
  document: string;
  inStock: boolean;
}

/** One query word: the terms that match it exactly (itself, its completions) and all it may match (plus typos). */
export interface WordTerms {
  exact: string[];
  all: string[];
}

export interface RankInput {
  words: WordTerms[];
  /** The normalised query: words joined by single spaces. */
  phrase: string;
  /** The query as a product code (letters and digits only, lower case), or null. */
  code: string | null;
}

/** Relevance, best first (issue 4): exact code, exact name, name prefix, every word exact, typos. */
enum Relevance {
  Code = 0,
  Name = 1,
  NamePrefix = 2,
  AllWordsExact = 3,
  Fuzzy = 4,
}

/** Ids stay below 2^31, so (relevance, stock, id) packs into one float64 that sorts in that order. */
const idSpace = 2 ** 31;

/** A product code reduced to lower-case letters and digits, as queries for codes are. */
export const compactCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

const termsOf = (document: string) => [...new Set(document.split(" "))].filter((t) => t !== "" && t !== "|");

/**
 * The listed products' search terms in memory: term → the products holding it (postings). A query costs a
 * pass over the postings of its words' terms and a sort of the matches, microseconds to a millisecond on
 * 100,000 products, where the same work in SQL took 10–16 ms of database time (docs/decisions/0007).
 * Products are kept in slots (array positions) so that a changed product is replaced in place.
 */
export class SearchIndex {
  readonly #slotOf = new Map<number, number>();
  readonly #ids: number[] = [];
  readonly #documents: string[] = [];
  readonly #codes: string[] = [];
  readonly #inStock: boolean[] = [];
  readonly #freeSlots: number[] = [];
  readonly #postings = new Map<string, number[]>();
  #vocabulary: VocabularyIndex | undefined;
  #sortedTerms: string[] | undefined;

  get size(): number {
    return this.#slotOf.size;
  }

  /** Adds or replaces a product; a product that is no longer listed is removed with `remove`. */
  upsert(product: IndexedProduct): void {
    const slot = this.#slotOf.get(product.id);
    if (slot !== undefined && this.#documents[slot] === product.document) {
      this.#codes[slot] = compactCode(product.code);
      this.#inStock[slot] = product.inStock;
      return;
    }
    if (slot !== undefined) this.remove(product.id);
    const next = this.#freeSlots.pop() ?? this.#ids.length;
    this.#slotOf.set(product.id, next);
    this.#ids[next] = product.id;
    this.#documents[next] = product.document;
    this.#codes[next] = compactCode(product.code);
    this.#inStock[next] = product.inStock;
    for (const term of termsOf(product.document)) {
      const list = this.#postings.get(term);
      if (list) list.push(next);
      else {
        this.#postings.set(term, [next]);
        this.#termsChanged();
      }
    }
  }

  remove(id: number): void {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return;
    for (const term of termsOf(this.#documents[slot]!)) {
      const list = this.#postings.get(term);
      if (!list) continue;
      const at = list.indexOf(slot);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0) {
        this.#postings.delete(term);
        this.#termsChanged();
      }
    }
    this.#slotOf.delete(id);
    this.#ids[slot] = -1;
    this.#documents[slot] = "";
    this.#freeSlots.push(slot);
  }

  /** The terms without digits: the vocabulary for typo tolerance and completions of words. */
  vocabulary(): VocabularyIndex {
    this.#vocabulary ??= new VocabularyIndex([...this.#postings.keys()].filter((t) => !/[0-9]/.test(t)));
    return this.#vocabulary;
  }

  /** Terms that begin with `prefix` (and are longer), in code-unit order: completions of codes and numbers. */
  termsWithPrefix(prefix: string, limit: number): string[] {
    this.#sortedTerms ??= [...this.#postings.keys()].sort();
    const terms = this.#sortedTerms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const out: string[] = [];
    for (let i = low; i < terms.length && out.length < limit && terms[i]!.startsWith(prefix); i++) {
      if (terms[i] !== prefix) out.push(terms[i]!);
    }
    return out;
  }

  /**
   * Ids of the products holding a term of every word's set, best first: relevance (see Relevance), then in
   * stock before out of stock, then by id.
   */
  rank(input: RankInput): number[] {
    const { words } = input;
    if (words.length === 0) return [];
    const slots = this.#ids.length;
    // matched[slot] = how many words, in order, the product has a term of; a product counts once per word.
    const matched = new Uint8Array(slots);
    const exact = new Uint8Array(slots);
    const candidates: number[] = [];
    words.forEach((word, i) => {
      const last = i === words.length - 1;
      for (const term of word.all) {
        for (const slot of this.#postings.get(term) ?? []) {
          if (matched[slot] !== i) continue;
          matched[slot] = i + 1;
          if (last) candidates.push(slot);
        }
      }
      for (const term of word.exact) {
        for (const slot of this.#postings.get(term) ?? []) if (exact[slot] === i) exact[slot] = i + 1;
      }
    });

    const name = `| ${input.phrase} |`;
    const namePrefix = `| ${input.phrase}`;
    const keys = new Float64Array(candidates.length);
    candidates.forEach((slot, i) => {
      const document = this.#documents[slot]!;
      const relevance =
        input.code !== null && this.#codes[slot] === input.code
          ? Relevance.Code
          : document.includes(name)
            ? Relevance.Name
            : document.includes(namePrefix)
              ? Relevance.NamePrefix
              : exact[slot] === words.length
                ? Relevance.AllWordsExact
                : Relevance.Fuzzy;
      keys[i] = (relevance * 2 + (this.#inStock[slot] ? 0 : 1)) * idSpace + this.#ids[slot]!;
    });
    keys.sort();
    return Array.from(keys, (key) => key % idSpace);
  }

  #termsChanged(): void {
    this.#vocabulary = undefined;
    this.#sortedTerms = undefined;
  }
}
