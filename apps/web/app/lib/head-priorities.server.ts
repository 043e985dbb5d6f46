import { Transform } from "node:stream";
import { bootAfterPaint, readRouterBoot } from "./boot-after-paint.server.ts";

const modulePreload = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/**
 * The head's module preloads, taken out: React Router's `<Scripts>` preloads every module of the page with the
 * browser's high priority, and the module script that needs them now waits for the first paint
 * (boot-after-paint.server.ts), which preloads them then.
 */
export function takeScriptPreloads(head: string): { head: string; preloads: string[] } {
  const preloads = [...head.matchAll(modulePreload)].map((match) => match[1]!);
  return { head: head.replace(modulePreload, ""), preloads };
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

/** The head as a phone should get it, and the module preloads taken out of it. */
export function orderHead(head: string): { head: string; preloads: string[] } {
  return takeScriptPreloads(stylesheetsFirst(head));
}

const moduleType = 'type="module"';
const scriptClosing = "</script>";

/**
 * The bytes from React Router's module script's `type="module"` to its `</script>`, with the script's text
 * rewritten to boot after the first paint; as they were when the script is not the router's.
 */
function bootingAfterPaint(bytes: Buffer, type: number, closing: number, preloads: string[]): Buffer {
  const opening = bytes.lastIndexOf("<script", type);
  const tagEnd = bytes.indexOf(">", type);
  const isScriptTag = opening >= 0 && !bytes.subarray(opening, type).includes(">") && tagEnd < closing;
  const boot = isScriptTag ? readRouterBoot(bytes.subarray(tagEnd + 1, closing).toString("utf8")) : undefined;
  if (!boot || preloads.length === 0) return bytes;
  const script = Buffer.from(bootAfterPaint(boot, preloads), "utf8");
  return Buffer.concat([bytes.subarray(0, tagEnd + 1), script, bytes.subarray(closing)]);
}

/**
 * A stream that applies `orderHead` to everything up to `</head>` and boots the page's scripts after the first
 * paint (React Router's module script rewritten, boot-after-paint.server.ts); the rest passes unchanged. Only
 * ASCII markers are searched in bytes, so no cut splits a character.
 */
export function documentRewriter(): Transform {
  let head: Buffer[] | undefined = [];
  let preloads: string[] = [];
  /** The body held back while the module script may be in it; undefined once it has passed. */
  let body: Buffer | undefined = Buffer.alloc(0);
  const throughBody = (chunk: Buffer): Buffer => {
    if (!body) return chunk;
    const bytes = Buffer.concat([body, chunk]);
    const type = bytes.indexOf(moduleType);
    if (type < 0) {
      // What follows the last `<` may open the script: held back; the rest goes.
      const cut = bytes.lastIndexOf("<");
      const at = cut < 0 ? bytes.length : cut;
      body = bytes.subarray(at);
      return bytes.subarray(0, at);
    }
    const closing = bytes.indexOf(scriptClosing, type);
    if (closing < 0) {
      body = bytes;
      return Buffer.alloc(0);
    }
    body = undefined;
    return bootingAfterPaint(bytes, type, closing, preloads);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!head) {
        const out = throughBody(chunk);
        return callback(null, out.length > 0 ? out : undefined);
      }
      head.push(chunk);
      const bytes = Buffer.concat(head);
      // A chunk may end inside a multi-byte character; the head before `</head>` cannot.
      const end = bytes.indexOf("</head>");
      if (end < 0) return callback();
      head = undefined;
      const ordered = orderHead(bytes.subarray(0, end).toString("utf8"));
      preloads = ordered.preloads;
      callback(null, Buffer.concat([Buffer.from(ordered.head, "utf8"), throughBody(bytes.subarray(end))]));
    },
    flush(callback) {
      callback(null, head ? Buffer.concat(head) : body?.length ? body : null);
    },
  });
}
