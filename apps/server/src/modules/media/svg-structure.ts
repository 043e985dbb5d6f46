/**
 * The shape of a sanitized SVG (sanitizeSvg's output: `<name attr="value">` tags, no comments, quotes escaped),
 * read by a linear scanner: how many elements it has, how many a renderer would draw once every reference is
 * expanded, and how deep `<use>` references nest. A 1 KB file of ten nested `<use>` levels asks the renderer
 * for half a million shapes; these figures refuse it before rendering (media-worker.ts).
 */
export interface SvgStructure {
  /** The root element's name and its `xmlns`, if any. */
  rootName: string | null;
  rootNamespace: string | null;
  elements: number;
  /** Elements drawn with every `<use>`, `href` and `url(#…)` reference expanded (capped just above the limit). */
  expandedElements: number;
  /** The longest chain of `<use>` elements pointing at content holding further `<use>` elements. */
  useDepth: number;
  /** A reference back to itself or to an ancestor, directly or through others. */
  referenceLoop: boolean;
}

interface SvgElement {
  name: string;
  children: number[];
  /** Ids this element refers to; `<use>`'s own reference is the first when `isUse`. */
  references: string[];
  isUse: boolean;
}

const isSpace = (char: string | undefined) => char === " " || char === "\n" || char === "\t" || char === "\r";

/** `name="value"` pairs of a tag's text (after its name); the sanitizer quoted every value with `"`. */
function readAttributes(tag: string, from: number): Map<string, string> {
  const attributes = new Map<string, string>();
  let at = from;
  while (at < tag.length) {
    while (isSpace(tag[at])) at++;
    const equals = tag.indexOf('="', at);
    if (equals < 0) break;
    const close = tag.indexOf('"', equals + 2);
    if (close < 0) break;
    attributes.set(tag.slice(at, equals), tag.slice(equals + 2, close));
    at = close + 1;
  }
  return attributes;
}

/** The ids named by `url(#id)` in a value (quotes around the id escaped or not). */
function urlReferences(value: string): string[] {
  const ids: string[] = [];
  let at = value.indexOf("url(");
  while (at >= 0) {
    let start = at + 4;
    while (isSpace(value[start])) start++;
    if (value.startsWith("&quot;", start)) start += 6;
    else if (value[start] === "'") start++;
    if (value[start] === "#") {
      let end = start + 1;
      while (end < value.length && !")'&".includes(value[end] ?? ")") && !isSpace(value[end])) end++;
      ids.push(value.slice(start + 1, end));
    }
    at = value.indexOf("url(", start);
  }
  return ids;
}

interface ParsedSvg {
  elements: SvgElement[];
  ids: Map<string, number>;
  rootAttributes: Map<string, string>;
}

function parseElements(svg: string): ParsedSvg {
  const elements: SvgElement[] = [];
  let rootAttributes = new Map<string, string>();
  const ids = new Map<string, number>();
  const open: number[] = [];
  let at = svg.indexOf("<");
  while (at >= 0) {
    const end = svg.indexOf(">", at);
    if (end < 0) break;
    if (svg[at + 1] === "/") {
      open.pop();
    } else {
      const tag = svg.slice(at + 1, svg[end - 1] === "/" ? end - 1 : end);
      let nameEnd = 0;
      while (nameEnd < tag.length && !isSpace(tag[nameEnd])) nameEnd++;
      const name = tag.slice(0, nameEnd);
      const attributes = readAttributes(tag, nameEnd);
      const href = attributes.get("href") ?? attributes.get("xlink:href");
      const internalHref = href?.startsWith("#") ? href.slice(1) : undefined;
      const references = internalHref !== undefined ? [internalHref] : [];
      for (const value of attributes.values()) references.push(...urlReferences(value));
      const index = elements.length;
      elements.push({ name, children: [], references, isUse: name === "use" && internalHref !== undefined });
      const parent = open.at(-1);
      if (parent !== undefined) elements[parent]?.children.push(index);
      const id = attributes.get("id");
      if (id !== undefined && !ids.has(id)) ids.set(id, index);
      if (index === 0) rootAttributes = attributes;
      if (svg[end - 1] !== "/") open.push(index);
    }
    at = svg.indexOf("<", end);
  }
  return { elements, ids, rootAttributes };
}

/**
 * Measures a sanitized SVG. `limit` caps the expanded count (the walk stops growing numbers past it), so that
 * ten levels of tenfold references cost no more to measure than to refuse.
 */
export function measureSvg(svg: string, limit: number): SvgStructure {
  const { elements, ids, rootAttributes } = parseElements(svg);
  const root = elements[0];
  const structure: SvgStructure = {
    rootName: root?.name ?? null,
    rootNamespace: rootAttributes.get("xmlns") ?? null,
    elements: elements.length,
    expandedElements: 0,
    useDepth: 0,
    referenceLoop: false,
  };
  if (!root || elements.length > limit) return { ...structure, expandedElements: elements.length };

  // Post-order walk without recursion (nesting may be thousands deep): an element's figures from its children's
  // and its references' targets. 0 = not seen, 1 = being walked (seen again: a loop), 2 = measured.
  const state = new Uint8Array(elements.length);
  const expanded = new Float64Array(elements.length);
  const depth = new Uint32Array(elements.length);
  const targets = elements.map((element) =>
    element.references.map((id) => ids.get(id)).filter((index) => index !== undefined),
  );
  const next = (index: number, step: number): number | undefined => {
    const element = elements[index] as SvgElement;
    return step < element.children.length
      ? element.children[step]
      : targets[index]?.[step - element.children.length];
  };
  const stack: Array<{ index: number; step: number }> = [{ index: 0, step: 0 }];
  state[0] = 1;
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { index: number; step: number };
    const dependency = next(top.index, top.step);
    if (dependency !== undefined) {
      top.step++;
      if (state[dependency] === 1) return { ...structure, referenceLoop: true };
      if (state[dependency] === 0) {
        state[dependency] = 1;
        stack.push({ index: dependency, step: 0 });
      }
      continue;
    }
    const element = elements[top.index] as SvgElement;
    let count = 1;
    let deepest = 0;
    for (const child of element.children) {
      count += expanded[child] ?? 0;
      deepest = Math.max(deepest, depth[child] ?? 0);
    }
    for (const [position, target] of (targets[top.index] ?? []).entries()) {
      count += expanded[target] ?? 0;
      const hop = element.isUse && position === 0 ? 1 : 0;
      deepest = Math.max(deepest, (depth[target] ?? 0) + hop);
    }
    expanded[top.index] = Math.min(count, limit + 1);
    depth[top.index] = deepest;
    state[top.index] = 2;
    stack.pop();
  }
  return { ...structure, expandedElements: expanded[0] ?? 0, useDepth: depth[0] ?? 0 };
}
