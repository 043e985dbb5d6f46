/** Typography for stored HTML rendered through SafeHtml (headings, paragraphs, lists, links). */
export const richText =
  "leading-relaxed text-stone-700 [&_a]:font-bold [&_a]:text-teal-800 [&_a]:underline [&_h2]:mb-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-stone-900 [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-stone-900 [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-3 [&_strong]:text-stone-900 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:ps-6";
