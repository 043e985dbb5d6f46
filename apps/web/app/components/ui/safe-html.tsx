interface SafeHtmlProps {
  /** HTML that the server sanitized when it was written. Never pass user input straight in. */
  html: string;
  className?: string;
  as?: "div" | "span";
}

/** The one place where stored HTML reaches the page (DESIGN: only sanitized HTML renders). */
export function SafeHtml({ html, className, as: Tag = "div" }: SafeHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes these fields on write
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
