import { Transform } from "node:stream";

/**
 * The document's head as it should reach a phone on a slow network (issue 20): React Router's `<Scripts>`
 * preloads every module of the page with the browser's high priority and offers no attribute for it, so two
 * dozen scripts would compete with the stylesheet, the font and the first image for the first round trips.
 * The preloads get `fetchpriority="low"`: they still start at once, after what paints the page.
 */
export function lowerScriptPreloads(head: string): string {
  return head.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchPriority="low" ');
}

const stylesheetLink = /<link [^>]*rel="stylesheet"[^>]*>/g;
const viewportMeta = /<meta name="viewport"[^>]*>/;

/**
 * React writes the stylesheet link last in the head, after the preloads of images, fonts and scripts. Over
 * HTTP/1.1 a browser opens six connections to a host and a simulated phone (Lighthouse) starts requests in
 * document order: the stylesheet, which blocks the first paint, waited for a connection behind a dozen others.
 * It moves to the head's start, after the viewport (React hydrates head links by their attributes, not by place).
 */
export function stylesheetsFirst(head: string): string {
  const stylesheets = head.match(stylesheetLink);
  const viewport = head.match(viewportMeta);
  if (!stylesheets || !viewport) return head;
  const rest = head.replace(stylesheetLink, "");
  const at = rest.indexOf(viewport[0]) + viewport[0].length;
  return rest.slice(0, at) + stylesheets.join("") + rest.slice(at);
}

/** The head as a phone should get it: `stylesheetsFirst`, then `lowerScriptPreloads`. */
export const orderHead = (head: string) => lowerScriptPreloads(stylesheetsFirst(head));

/** A stream that applies `orderHead` to everything up to `</head>` and passes the rest unchanged. */
export function headRewriter(): Transform {
  let pending: Buffer[] | undefined = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!pending) return callback(null, chunk);
      pending.push(chunk);
      const bytes = Buffer.concat(pending);
      // Bytes, not text: a chunk may end inside a multi-byte character; the head before `</head>` cannot.
      const end = bytes.indexOf("</head>");
      if (end < 0) return callback();
      pending = undefined;
      const head = Buffer.from(orderHead(bytes.subarray(0, end).toString("utf8")), "utf8");
      callback(null, Buffer.concat([head, bytes.subarray(end)]));
    },
    flush(callback) {
      callback(null, pending ? Buffer.concat(pending) : null);
    },
  });
}
