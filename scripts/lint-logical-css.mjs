// Refuses physical direction utilities (ml- mr- pl- pr- left- right- text-left text-right rounded-l/-r
// border-l/-r float-left/right …) in the storefront and the staff app: in right-to-left languages they point the
// wrong way. Use the logical ones: ms- me- ps- pe- start- end- text-start text-end rounded-s/-e border-s/-e.
// `node scripts/lint-logical-css.mjs [directory …]` (default: apps/web/app apps/staff/src); exit 1 on a finding.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const value = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[[^\]\s]+\])`;
const physical = [
  new RegExp(String.raw`^(?:scroll-)?[mp][lr]-${value}$`),
  new RegExp(String.raw`^(?:left|right)-${value}$`),
  /^(?:text|float|clear)-(?:left|right)$/,
  /^rounded-(?:l|r|tl|tr|bl|br)(?:-\S+)?$/,
  /^border-(?:l|r)(?:-\S+)?$/,
];
const logicalFor = {
  ml: "ms-…",
  mr: "me-…",
  pl: "ps-…",
  pr: "pe-…",
  left: "start-…",
  right: "end-…",
  "text-left": "text-start",
  "text-right": "text-end",
};

/** The utility without its variants (`md:hover:`), importance (`!`) and sign (`-`). */
function baseOf(token) {
  const withoutVariants = token.replace(/^(?:[^:[\]]+:|\[[^\]]*\]:)+/, "");
  return withoutVariants.replace(/^!/, "").replace(/^-/, "").replace(/!$/, "");
}

/** Every physical utility in a text, with its line (1-based). */
export function findPhysicalUtilities(text) {
  const findings = [];
  text.split("\n").forEach((line, index) => {
    for (const token of line.split(/[\s"'`{}(),;<>=]+/)) {
      if (token && physical.some((pattern) => pattern.test(baseOf(token)))) {
        findings.push({ line: index + 1, token });
      }
    }
  });
  return findings;
}

const scanned = /\.(tsx?|css|html)$/;
/** A file named on the command line is scanned whatever its extension; in folders, sources only. */
function* sourceFiles(entry, named = true) {
  if (!statSync(entry).isDirectory()) {
    if (named || scanned.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(entry)) {
    if (name === "node_modules" || name === "build" || name === "dist" || name.startsWith(".")) continue;
    yield* sourceFiles(path.join(entry, name), false);
  }
}

function suggestion(token) {
  const base = baseOf(token);
  const key = Object.keys(logicalFor).find((prefix) => base === prefix || base.startsWith(`${prefix}-`));
  return key ? ` (use ${logicalFor[key]})` : "";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..");
  const targets = process.argv.slice(2);
  const roots = targets.length > 0 ? targets : ["apps/web/app", "apps/staff/src", "apps/staff/index.html"];
  let count = 0;
  for (const target of roots) {
    for (const file of sourceFiles(path.resolve(root, target))) {
      for (const { line, token } of findPhysicalUtilities(readFileSync(file, "utf8"))) {
        console.error(
          `${path.relative(root, file)}:${line}: physical utility "${token}"${suggestion(token)}`,
        );
        count += 1;
      }
    }
  }
  if (count > 0) {
    console.error(
      `${count} physical direction utilities: use logical ones (ms- me- ps- pe- start- end- text-start).`,
    );
    process.exit(1);
  }
  console.log("logical-css: no physical direction utilities");
}
