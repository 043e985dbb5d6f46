// V8 keeps every loaded module's source for as long as the process runs, at two bytes a character as soon as a
// single character of it is beyond Latin-1 (the Arabic in a regular expression or a label is enough). Escaping
// those characters as `\uXXXX` keeps the source at one byte a character (issue 20, decision 0016). Outside
// comments such characters only occur in string, template and regular-expression literals, where the escape
// means the same (no bundle of ours reads a template's raw text).

/** The source with every character beyond ASCII written as a `\uXXXX` escape. */
export const asciiOnly = (source) =>
  source.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * True when escaping saves memory: each escaped character costs five more bytes, while a two-byte source costs
 * one more byte for every character. A module that is mostly Arabic (a language's strings) stays as it is.
 */
export function escapingSaves(source) {
  const beyond = source.match(/[\u0080-\uffff]/g)?.length ?? 0;
  return beyond > 0 && 5 * beyond < source.length;
}
