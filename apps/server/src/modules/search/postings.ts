/** A typed array at least `length` long, grown by half when it must grow. */
export function grown<T extends Int32Array | Uint8Array>(array: T, length: number): T {
  if (array.length >= length) return array;
  const next = new (array.constructor as new (n: number) => T)(
    Math.max(length, Math.ceil(array.length * 1.5)),
  );
  next.set(array);
  return next;
}

/**
 * Postings: for each term (a number), the slots (numbers) of the products that hold it, unordered. A term
 * held by one product only, as most code and number terms are, keeps its slot in a shared array instead of an
 * array of its own: 100,000 products make 200,000 such terms.
 */
export class PostingLists {
  #count = new Int32Array(1024);
  #single = new Int32Array(1024);
  readonly #lists: (Int32Array | undefined)[] = [];

  /** Makes room for terms below `terms`. */
  reserve(terms: number): void {
    this.#count = grown(this.#count, terms);
    this.#single = grown(this.#single, terms);
  }

  count(term: number): number {
    return this.#count[term] ?? 0;
  }

  /** The term's slots: the first `length` entries of `list`. */
  get(term: number): [list: Int32Array, length: number] {
    const list = this.#lists[term];
    if (list) return [list, this.#count[term]!];
    return [this.#single.subarray(term, term + 1), this.#count[term] ?? 0];
  }

  /** Adds a slot; true when the term had none before. */
  add(term: number, slot: number): boolean {
    const count = this.#count[term]!;
    let list = this.#lists[term];
    if (!list && count === 0) this.#single[term] = slot;
    else {
      if (!list) {
        list = new Int32Array(4);
        list[0] = this.#single[term]!;
      } else list = grown(list, count + 1);
      list[count] = slot;
      this.#lists[term] = list;
    }
    this.#count[term] = count + 1;
    return count === 0;
  }

  /** Removes a slot; true when the term has none left. */
  remove(term: number, slot: number): boolean {
    const count = this.#count[term]!;
    const list = this.#lists[term];
    if (list) {
      const at = list.subarray(0, count).indexOf(slot);
      if (at < 0) return false;
      list[at] = list[count - 1]!;
    } else if (count !== 1 || this.#single[term] !== slot) return false;
    this.#count[term] = count - 1;
    return count === 1;
  }
}
