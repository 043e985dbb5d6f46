/**
 * The text with `[start, end)` wrapped in `<tag>…</tag>`, and the new selection (the wrapped text). An empty
 * selection inserts an empty pair with the caret inside it.
 */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  tag: string,
): { text: string; start: number; end: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const open = `<${tag}>`;
  const wrapped = `${text.slice(0, from)}${open}${text.slice(from, to)}</${tag}>${text.slice(to)}`;
  return { text: wrapped, start: from + open.length, end: to + open.length };
}
