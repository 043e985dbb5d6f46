/** Typo variants of one query word that take part, the closest first. */
const maxVariants = 40;

/** The search terms without digits (from the search index), for typo tolerance and word completion. */
/** Words whose expansions a vocabulary remembers; people search for the same few hundred words all day. */
const rememberedWords = 2_000;

export class VocabularyIndex {
  /** Expansions already computed: the vocabulary never changes (a changed one is a new VocabularyIndex). */
  readonly #remembered = new Map<string, string[]>();
  readonly #byLength = new Map<number, string[]>();
  /** Shortest first, then in code-unit order: the completions worth trying first. */
  readonly #byLengthThenText: string[];

  constructor(terms: readonly string[]) {
    this.#byLengthThenText = [...new Set(terms)].sort(
      (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0),
    );
    for (const term of this.#byLengthThenText) {
      const list = this.#byLength.get(term.length);
      if (list) list.push(term);
      else this.#byLength.set(term.length, [term]);
    }
  }

  /** Terms that begin with `prefix` (and are longer), shortest first. */
  completions(prefix: string, limit: number): string[] {
    return this.#remember(`c${limit}|${prefix}`, () => this.#completions(prefix, limit));
  }

  /** Terms within `edits` edits (insert, delete, substitute, swap two neighbours) of `word`, closest first. */
  withinEdits(word: string, edits: number): string[] {
    return this.#remember(`e${edits}|${word}`, () => this.#withinEdits(word, edits));
  }

  #remember(key: string, compute: () => string[]): string[] {
    let value = this.#remembered.get(key);
    if (value === undefined) {
      if (this.#remembered.size >= rememberedWords) this.#remembered.clear();
      value = compute();
      this.#remembered.set(key, value);
    }
    return value;
  }

  #completions(prefix: string, limit: number): string[] {
    const out: string[] = [];
    for (const term of this.#byLengthThenText) {
      if (term.length > prefix.length && term.startsWith(prefix)) {
        out.push(term);
        if (out.length >= limit) break;
      }
    }
    return out;
  }

  #withinEdits(word: string, edits: number): string[] {
    if (edits === 0) return [];
    const found: { term: string; distance: number }[] = [];
    for (let length = word.length - edits; length <= word.length + edits; length++) {
      for (const term of this.#byLength.get(length) ?? []) {
        const distance = editDistance(word, term, edits);
        if (distance > 0 && distance <= edits) found.push({ term, distance });
      }
    }
    found.sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    return found.slice(0, maxVariants).map((f) => f.term);
  }
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions), by code point; gives up
 * with `max + 1` as soon as every path exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[t.length]!;
}
