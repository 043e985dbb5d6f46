/**
 * Stored HTML's headings moved so that its highest is `top` and its levels follow each other (h3, h5 → h2, h3
 * under a page's h1): authors write headings without knowing where a page shows them, and a skipped level is
 * invalid HTML (issue 21.8). The HTML is the server's sanitized output, whose tags are well formed.
 */
export function rebaseHeadings(html: string, top: 2 | 3): string {
  const levels = [...new Set([...html.matchAll(/<h([1-6])(?=[\s>])/gi)].map((m) => Number(m[1])))].sort();
  if (levels.length === 0) return html;
  const target = (level: number) => Math.min(6, top + levels.indexOf(level));
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/gi,
    (_, slash: string, level: string) => `<${slash}h${target(Number(level))}`,
  );
}

/** Typography for stored HTML rendered through SafeHtml (headings, paragraphs, lists, links). */
export const richText =
  "leading-relaxed text-stone-700 [&_a]:font-bold [&_a]:text-teal-800 [&_a]:underline [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-stone-900 [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-stone-900 [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-3 [&_strong]:text-stone-900 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:ps-6";
