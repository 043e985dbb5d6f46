/**
 * `/robots.txt` (issue 35). Crawlers get the storefront's pages and media; not the staff app, the API (every
 * page is rendered on the server, so a crawler needs no API call to see it), nor the pages that are a visitor's
 * own (cart, checkout, account, order lookup) or endless (search results, content previews). Paths match case
 * by case, so both spellings the router accepts are listed; each also under a language prefix.
 */
const visitorPaths = [
  "/cart",
  "/checkout",
  "/profile",
  "/Login",
  "/login",
  "/register",
  "/forgot-password",
  "/Wishlist",
  "/wishlist",
  "/order",
  "/search",
];

export function robotsRules(): string[] {
  const rules = ["Disallow: /staff/", "Disallow: /api/", "Disallow: /*?preview=", "Disallow: /*&preview="];
  for (const path of visitorPaths) {
    rules.push(`Disallow: ${path}$`, `Disallow: ${path}?`, `Disallow: ${path}/`);
    rules.push(`Disallow: /*${path}$`, `Disallow: /*${path}?`);
  }
  return rules;
}

/** The file: everything above with the sitemap's address, or (ROBOTS=off, a staging server) nothing allowed. */
export function robotsTxt(origin: string, enabled: boolean): string {
  if (!enabled) return "User-agent: *\nDisallow: /\n";
  return `User-agent: *\nAllow: /\n${robotsRules().join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** A rule's path as a regular expression, as Google reads it: `*` any run of characters, `$` the end. */
function ruleRegex(path: string): RegExp {
  const anchored = path.endsWith("$");
  const body = (anchored ? path.slice(0, -1) : path)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

/**
 * Whether robots.txt allows `pathAndQuery` (RFC 9309: the longest matching rule wins, Allow on a tie). Used by
 * the sitemaps' tests; small enough to be the reference reading of our own file.
 */
export function robotsAllows(robots: string, pathAndQuery: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split("\n")) {
    const match = /^(Allow|Disallow):\s*(\S*)/.exec(line.trim());
    if (!match?.[2]) continue;
    if (!ruleRegex(match[2]).test(pathAndQuery)) continue;
    const allow = match[1] === "Allow";
    const length = match[2].length;
    if (length > best.length || (length === best.length && allow)) best = { length, allow };
  }
  return best.allow;
}
