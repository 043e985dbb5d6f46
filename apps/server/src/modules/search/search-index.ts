import { grown, PostingLists } from "./postings.ts";
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
  /** The normalised query words, in order (at most 8). */
  words: string[];
  /** Each word's terms. */
  terms: WordTerms[];
  /** The query as a product code (letters and digits only, lower case), or null. */
  code: string | null;
}

export interface Ranked {
  /** Product ids, best first. */
  ids: number[];
  /** How many products match, `ids` or not. */
  total: number;
}

/** Relevance, best first (issue 4): exact code, exact name, name prefix, every word exact, typos. */
enum Relevance {
  Code = 0,
  Name = 1,
  NamePrefix = 2,
  AllWordsExact = 3,
  Fuzzy = 4,
}

/** A query's words as term numbers: each word's terms, its exact terms, and how many postings its terms hold. */
interface QueryTerms {
  all: number[][];
  exact: number[][];
  sizes: number[];
}

const relevanceCount = 5;
/** Set bits of a byte: how many of a query's words (at most 8) a product holds. */
const bitCount = Uint8Array.from({ length: 256 }, (_, byte) => {
  let bits = 0;
  for (let b = byte; b; b >>= 1) bits += b & 1;
  return bits;
});

/**
 * Ids stay below 2^31, so (words missed, relevance, stock, id) packs into one float64 that sorts in that
 * order (at most (7 × 5 + 4) × 2 + 1 = 79 times 2^31, far below 2^53).
 */
const idSpace = 2 ** 31;
/** Stands for the documents' `|` name separator in a product's term sequence. */
const separator = -1;
const missing = -2;
/**
 * Checking a candidate's own terms costs about this many postings read: when the other words' postings are
 * longer than that for all candidates, the candidates' terms are checked instead.
 */
const termsPerProduct = 40;

/** A product code reduced to lower-case letters and digits, as queries for codes are. */
export const compactCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The listed products' search terms in memory (issue 4, docs/decisions/0007). Terms are interned to numbers.
 * Each term keeps its postings (the slots of the products holding it) and the slots whose name begins with it
 * or is it; each product keeps its document as a sequence of term numbers (the forward index). A query reads
 * the postings of its rarest word, checks those products for the other words, and ranks them: under a
 * millisecond for a word that 5 % of 100,000 products hold, where the same work in SQL took 10–16 ms of
 * database time. About 40 MB for 100,000 products in five languages.
 */
export class SearchIndex {
  // Terms.
  readonly #termOf = new Map<string, number>();
  readonly #termText: string[] = [];
  readonly #postings = new PostingLists();
  /** Term → slots of the products with a name that begins with the term. */
  readonly #nameStarts = new PostingLists();
  /** Term → slots of the products with a one-word name that is the term. */
  readonly #wholeNames = new PostingLists();
  /** Marks terms already seen while walking one document (documents repeat words across languages). */
  #seenMark = new Int32Array(1024);
  #mark = 0;
  /** During a query that checks candidates' own terms: the words (bits) each term may match, or matches exactly. */
  #termAllBits = new Uint8Array(1024);
  #termExactBits = new Uint8Array(1024);
  #candidates = new Int32Array(0);
  #keys = new Float64Array(0);
  #scratchArrays: [Uint8Array, Uint8Array, Uint8Array] = [
    new Uint8Array(0),
    new Uint8Array(0),
    new Uint8Array(0),
  ];
  #vocabulary: VocabularyIndex | undefined;
  #sortedTerms: string[] | undefined;
  #sortedNameStarts: string[] | undefined;

  // Products, by slot.
  readonly #slotOf = new Map<number, number>();
  readonly #freeSlots: number[] = [];
  #slots = 0;
  #ids = new Int32Array(1024);
  #inStock = new Uint8Array(1024);
  #codeTerm = new Int32Array(1024);
  /** Per slot, bit k set when one of the product's names has k words (k < 31). */
  #nameLengths = new Int32Array(1024);
  #forwardStart = new Int32Array(1024);
  #forwardLength = new Int32Array(1024);
  #forward = new Int32Array(65_536);
  #forwardUsed = 0;
  #forwardLive = 0;

  get size(): number {
    return this.#slotOf.size;
  }

  /** Adds or replaces a product; a product that is no longer listed is removed with `remove`. */
  upsert(product: IndexedProduct): void {
    const sequence = this.#sequenceOf(product.document);
    const codeTerm = this.#intern(compactCode(product.code));
    const existing = this.#slotOf.get(product.id);
    if (existing !== undefined && this.#sameSequence(existing, sequence)) {
      this.#inStock[existing] = product.inStock ? 1 : 0;
      this.#codeTerm[existing] = codeTerm;
      return;
    }
    if (existing !== undefined) this.remove(product.id);

    const slot = this.#freeSlots.pop() ?? this.#slots++;
    this.#ensureSlots(slot + 1);
    this.#slotOf.set(product.id, slot);
    this.#ids[slot] = product.id;
    this.#inStock[slot] = product.inStock ? 1 : 0;
    this.#codeTerm[slot] = codeTerm;
    this.#writeForward(slot, sequence);
    this.#eachDistinctTerm(slot, (term) => {
      if (this.#postings.add(term, slot)) this.#vocabulary = undefined;
    });
    const names = this.#nameKeys(slot);
    this.#nameLengths[slot] = names.lengths;
    for (const term of names.starts) if (this.#nameStarts.add(term, slot)) this.#sortedNameStarts = undefined;
    for (const term of names.wholes) this.#wholeNames.add(term, slot);
  }

  remove(id: number): void {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return;
    this.#eachDistinctTerm(slot, (term) => {
      if (this.#postings.remove(term, slot)) this.#vocabulary = undefined;
    });
    const names = this.#nameKeys(slot);
    for (const term of names.starts)
      if (this.#nameStarts.remove(term, slot)) this.#sortedNameStarts = undefined;
    for (const term of names.wholes) this.#wholeNames.remove(term, slot);
    this.#forwardLive -= this.#forwardLength[slot]!;
    this.#forwardLength[slot] = 0;
    this.#slotOf.delete(id);
    this.#ids[slot] = -1;
    this.#freeSlots.push(slot);
  }

  /** The terms without digits that some product holds: for typo tolerance and completions of words. */
  vocabulary(): VocabularyIndex {
    this.#vocabulary ??= new VocabularyIndex(
      this.#termText.filter((text, term) => this.#postings.count(term) > 0 && !/[0-9]/.test(text)),
    );
    return this.#vocabulary;
  }

  /** Terms that begin with `prefix` (and are longer), in code-unit order: completions of codes and numbers. */
  termsWithPrefix(prefix: string, limit: number): string[] {
    this.#sortedTerms ??= [...this.#termText].sort();
    const out: string[] = [];
    for (const text of withPrefix(this.#sortedTerms, prefix)) {
      if (out.length >= limit) break;
      if (text !== prefix && this.#postings.count(this.#termOf.get(text)!) > 0) out.push(text);
    }
    return out;
  }

  /**
   * Ids of the products holding a term of every word's set, best first: relevance (see Relevance), then in
   * stock before out of stock, then by id: the first `limit` of them, and how many match in all. When no
   * product holds every word, the products holding at least half of them (issue 21): most words first.
   */
  rank(input: RankInput, limit = Number.POSITIVE_INFINITY): Ranked {
    const count = input.terms.length;
    if (count === 0 || count > 8) return { ids: [], total: 0 };
    const all = input.terms.map((word) => this.#known(word.all));
    const words: QueryTerms = {
      all,
      exact: input.terms.map((word) => this.#known(word.exact)),
      sizes: all.map((terms) => terms.reduce((sum, term) => sum + this.#postings.count(term), 0)),
    };
    const full = this.#match(input, words, { required: count, limit });
    if (full.total > 0 || count === 1) return full;
    return this.#match(input, words, { required: Math.ceil(count / 2), limit });
  }

  /** The products holding at least `required` of the words, ranked (see `rank`). */
  #match(
    input: RankInput,
    words: QueryTerms,
    { required, limit }: { required: number; limit: number },
  ): Ranked {
    const { all, sizes } = words;
    const count = all.length;
    // A product holding `required` words holds one of any count - required + 1 of them: the rarest.
    const byRarity = [...sizes.keys()].sort((a, b) => sizes[a]! - sizes[b]!);
    const seeds = byRarity.slice(0, count - required + 1);
    if (sizes[seeds[seeds.length - 1]!] === 0) return { ids: [], total: 0 };

    // allBits[slot]: the words the product has a term of; exactBits[slot]: those it has exactly.
    const [allBits, exactBits, names] = this.#scratch();
    let found = 0;
    for (const i of seeds) found = this.#markWord(i, words, allBits, exactBits, found);
    const candidates = this.#candidates.subarray(0, found);
    const others = byRarity.slice(seeds.length).filter((i) => sizes[i]! > 0);
    const otherPostings = others.reduce((sum, i) => sum + sizes[i]!, 0);
    if (otherPostings <= candidates.length * termsPerProduct) {
      for (const i of others) this.#markWord(i, words, allBits, exactBits);
    } else {
      this.#markByOwnTerms(others, words, candidates, allBits, exactBits);
    }

    const everyWord = (1 << count) - 1;
    if (required === count) this.#nameRelevance(input.words, allBits, everyWord, names);
    const codeTerm = input.code === null ? missing : (this.#termOf.get(input.code) ?? missing);
    const keys = this.#keys;
    let matches = 0;
    for (const slot of candidates) {
      const held = allBits[slot]!;
      const missed = count - bitCount[held]!;
      if (missed > count - required) continue;
      const relevance =
        codeTerm !== missing && this.#codeTerm[slot] === codeTerm
          ? Relevance.Code
          : names[slot]
            ? (names[slot] as Relevance)
            : exactBits[slot] === held
              ? Relevance.AllWordsExact
              : Relevance.Fuzzy;
      const order = (missed * relevanceCount + relevance) * 2 + (this.#inStock[slot] ? 0 : 1);
      keys[matches++] = order * idSpace + this.#ids[slot]!;
    }
    return { ids: smallest(keys.subarray(0, matches), limit).map((key) => key % idSpace), total: matches };
  }

  /**
   * Sets word `i`'s bit on the products holding its terms. With `collected` (the number of candidates so far),
   * adds the products seen first here to the candidates and returns their new number.
   */
  #markWord(
    i: number,
    words: QueryTerms,
    allBits: Uint8Array,
    exactBits: Uint8Array,
    collected?: number,
  ): number {
    const bit = 1 << i;
    const candidates = this.#candidates;
    let count = collected ?? 0;
    for (const term of words.all[i]!) {
      const [list, length] = this.#postings.get(term);
      for (let k = 0; k < length; k++) {
        const slot = list[k]!;
        if (collected !== undefined && allBits[slot] === 0) candidates[count++] = slot;
        allBits[slot]! |= bit;
      }
    }
    for (const term of words.exact[i]!) {
      const [list, length] = this.#postings.get(term);
      for (let k = 0; k < length; k++) exactBits[list[k]!]! |= bit;
    }
    return count;
  }

  /** Sets the other words' bits on the candidates by reading the candidates' own terms (few candidates). */
  #markByOwnTerms(
    others: number[],
    words: QueryTerms,
    candidates: Int32Array,
    allBits: Uint8Array,
    exactBits: Uint8Array,
  ): void {
    const touched: number[] = [];
    for (const i of others) {
      for (const term of words.all[i]!) {
        touched.push(term);
        this.#termAllBits[term]! |= 1 << i;
      }
      for (const term of words.exact[i]!) this.#termExactBits[term]! |= 1 << i;
    }
    const forward = this.#forward;
    for (const slot of candidates) {
      const start = this.#forwardStart[slot]!;
      const end = start + this.#forwardLength[slot]!;
      for (let k = start; k < end; k++) {
        const term = forward[k]!;
        if (term === separator) continue;
        allBits[slot]! |= this.#termAllBits[term]!;
        exactBits[slot]! |= this.#termExactBits[term]!;
      }
    }
    for (const term of touched) {
      this.#termAllBits[term] = 0;
      this.#termExactBits[term] = 0;
    }
  }

  /**
   * Per slot, Name when one of the product's names is the query, NamePrefix when one begins with it (the last
   * word may be the beginning of a longer word, as while typing), else 0.
   */
  #nameRelevance(words: string[], allBits: Uint8Array, everyWord: number, relevance: Uint8Array): void {
    const first = words[0]!;
    if (words.length === 1) {
      this.#sortedNameStarts ??= this.#termText.filter((_, term) => this.#nameStarts.count(term) > 0).sort();
      for (const text of withPrefix(this.#sortedNameStarts, first)) {
        const [list, length] = this.#nameStarts.get(this.#termOf.get(text)!);
        for (let k = 0; k < length; k++) relevance[list[k]!] = Relevance.NamePrefix;
      }
      const whole = this.#termOf.get(first);
      if (whole !== undefined) {
        const [list, length] = this.#wholeNames.get(whole);
        for (let k = 0; k < length; k++) relevance[list[k]!] = Relevance.Name;
      }
      return;
    }
    const start = this.#termOf.get(first);
    if (start === undefined) return;
    const phrase = words.map((word) => this.#termOf.get(word) ?? missing);
    const last = words[words.length - 1]!;
    const [list, length] = this.#nameStarts.get(start);
    for (let k = 0; k < length; k++) {
      const slot = list[k]!;
      if (allBits[slot] === everyWord) relevance[slot] = this.#phraseInNames(slot, phrase, last);
    }
  }

  /**
   * Three zeroed arrays of a byte per slot for one query, reused, and room for the candidates and their sort
   * keys: allocating them anew for every query made about 500 KB of garbage a search on 100,000 products.
   */
  #scratch(): [Uint8Array, Uint8Array, Uint8Array] {
    if (this.#candidates.length < this.#slots) {
      const size = Math.ceil(this.#slots * 1.25);
      this.#candidates = new Int32Array(size);
      this.#keys = new Float64Array(size);
      this.#scratchArrays = [new Uint8Array(size), new Uint8Array(size), new Uint8Array(size)];
    } else for (const array of this.#scratchArrays) array.fill(0, 0, this.#slots);
    return this.#scratchArrays;
  }

  /** Name, NamePrefix or 0 for one product and a query of several words (`phrase`: their term numbers). */
  #phraseInNames(slot: number, phrase: number[], lastWord: string): Relevance | 0 {
    const n = phrase.length;
    const forward = this.#forward;
    const start = this.#forwardStart[slot]!;
    const end = start + this.#forwardLength[slot]!;
    if (forward[start] !== separator) return 0;
    // A product has an exact name only if one of its names has as many words as the phrase.
    const exactPossible = (this.#nameLengths[slot]! & (1 << n)) !== 0;
    let best: Relevance | 0 = 0;
    // Hot loop (every candidate of a broad query): the walk of #eachName, inlined.
    let at = start + 1;
    for (let i = at; i < end; i++) {
      if (forward[i] !== separator) continue;
      const length = i - at;
      let same = length >= n;
      for (let k = 0; same && k < n - 1; k++) same = forward[at + k] === phrase[k];
      if (same) {
        const lastTerm = forward[at + n - 1]!;
        if (length === n && lastTerm === phrase[n - 1]) return Relevance.Name;
        if (lastTerm === phrase[n - 1] || this.#termText[lastTerm]!.startsWith(lastWord)) {
          if (!exactPossible) return Relevance.NamePrefix;
          best = Relevance.NamePrefix;
        }
      }
      at = i + 1;
    }
    return best;
  }

  /** The names of a product's document (`| name | name … | other words`): where each begins, how long it is. */
  #eachName(slot: number, visit: (at: number, length: number) => void): void {
    const start = this.#forwardStart[slot]!;
    const end = start + this.#forwardLength[slot]!;
    if (this.#forward[start] !== separator) return;
    let nameStart = start + 1;
    for (let i = nameStart; i < end; i++) {
      if (this.#forward[i] !== separator) continue;
      if (i > nameStart) visit(nameStart, i - nameStart);
      nameStart = i + 1;
    }
  }

  /** The distinct first words of a product's names, its distinct one-word names, and its names' lengths. */
  #nameKeys(slot: number): { starts: number[]; wholes: number[]; lengths: number } {
    const starts: number[] = [];
    const wholes: number[] = [];
    let lengths = 0;
    this.#eachName(slot, (at, length) => {
      lengths |= 1 << Math.min(length, 30);
      const first = this.#forward[at]!;
      if (!starts.includes(first)) starts.push(first);
      if (length === 1 && !wholes.includes(first)) wholes.push(first);
    });
    return { starts, wholes, lengths };
  }

  #eachDistinctTerm(slot: number, visit: (term: number) => void): void {
    const mark = ++this.#mark;
    const start = this.#forwardStart[slot]!;
    const end = start + this.#forwardLength[slot]!;
    for (let i = start; i < end; i++) {
      const term = this.#forward[i]!;
      if (term === separator || this.#seenMark[term] === mark) continue;
      this.#seenMark[term] = mark;
      visit(term);
    }
  }

  /** The term numbers of the texts that are terms. */
  #known(texts: string[]): number[] {
    const terms: number[] = [];
    for (const text of texts) {
      const term = this.#termOf.get(text);
      if (term !== undefined && !terms.includes(term)) terms.push(term);
    }
    return terms;
  }

  #intern(text: string): number {
    let term = this.#termOf.get(text);
    if (term === undefined) {
      term = this.#termText.length;
      this.#termOf.set(text, term);
      this.#termText.push(text);
      this.#postings.reserve(term + 1);
      this.#nameStarts.reserve(term + 1);
      this.#wholeNames.reserve(term + 1);
      this.#seenMark = grown(this.#seenMark, term + 1);
      this.#termAllBits = grown(this.#termAllBits, term + 1);
      this.#termExactBits = grown(this.#termExactBits, term + 1);
      this.#sortedTerms = undefined;
    }
    return term;
  }

  #sequenceOf(document: string): number[] {
    const sequence: number[] = [];
    for (const token of document.split(" ")) {
      if (token === "") continue;
      sequence.push(token === "|" ? separator : this.#intern(token));
    }
    return sequence;
  }

  #sameSequence(slot: number, sequence: number[]): boolean {
    if (this.#forwardLength[slot] !== sequence.length) return false;
    const start = this.#forwardStart[slot]!;
    return sequence.every((term, i) => this.#forward[start + i] === term);
  }

  #ensureSlots(length: number): void {
    this.#ids = grown(this.#ids, length);
    this.#inStock = grown(this.#inStock, length);
    this.#codeTerm = grown(this.#codeTerm, length);
    this.#nameLengths = grown(this.#nameLengths, length);
    this.#forwardStart = grown(this.#forwardStart, length);
    this.#forwardLength = grown(this.#forwardLength, length);
  }

  #writeForward(slot: number, sequence: number[]): void {
    // Replaced products leave their old sequences behind: compact when they are most of the pool.
    if (
      this.#forwardUsed + sequence.length > this.#forward.length &&
      this.#forwardUsed > 2 * this.#forwardLive
    ) {
      this.#compactForward();
    }
    this.#forward = grown(this.#forward, this.#forwardUsed + sequence.length);
    this.#forward.set(sequence, this.#forwardUsed);
    this.#forwardStart[slot] = this.#forwardUsed;
    this.#forwardLength[slot] = sequence.length;
    this.#forwardUsed += sequence.length;
    this.#forwardLive += sequence.length;
  }

  #compactForward(): void {
    const next = new Int32Array(Math.max(65_536, Math.ceil(this.#forwardLive * 1.5)));
    let used = 0;
    for (const slot of this.#slotOf.values()) {
      const start = this.#forwardStart[slot]!;
      const length = this.#forwardLength[slot]!;
      next.set(this.#forward.subarray(start, start + length), used);
      this.#forwardStart[slot] = used;
      used += length;
    }
    this.#forward = next;
    this.#forwardUsed = used;
  }
}

/** The strings of a sorted array that begin with `prefix`, in order (binary search for the first). */
function* withPrefix(sorted: string[], prefix: string): Generator<string> {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) yield sorted[i]!;
}

/**
 * The `limit` smallest numbers, ascending. A broad word matches thousands of products and a page shows 48:
 * a bounded max-heap finds them without sorting all.
 */
export function smallest(values: Float64Array, limit: number): number[] {
  if (values.length <= limit || limit > 1000) return Array.from(values.sort());
  const heap = new Float64Array(limit);
  let size = 0;
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) return;
      const larger = left + 1 < size && heap[left + 1]! > heap[left]! ? left + 1 : left;
      if (heap[larger]! <= heap[i]!) return;
      [heap[i], heap[larger]] = [heap[larger]!, heap[i]!];
      i = larger;
    }
  };
  for (const value of values) {
    if (size < limit) {
      // Sift up.
      let i = size++;
      heap[i] = value;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heap[parent]! >= heap[i]!) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (value < heap[0]!) {
      heap[0] = value;
      siftDown(0);
    }
  }
  return Array.from(heap.subarray(0, size).sort());
}
