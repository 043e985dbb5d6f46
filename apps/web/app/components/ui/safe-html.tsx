import { rebaseHeadings } from "./rich-text.ts";

interface SafeHtmlProps {
  /** HTML that the server sanitized when it was written. Never pass user input straight in. */
  html: string;
  className?: string;
  as?: "div" | "span";
  /** The level the HTML's highest heading takes here (2 under the page's h1, 3 under an h2). */
  headingsFrom?: 2 | 3;
}

/** The one place where stored HTML reaches the page (DESIGN: only sanitized HTML renders). */
export function SafeHtml({ html, className, as: Tag = "div", headingsFrom }: SafeHtmlProps) {
  const content = headingsFrom ? rebaseHeadings(html, headingsFrom) : html;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes these fields on write
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: content }} />;
}
