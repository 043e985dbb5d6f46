// `node scripts/font-fallback-metrics.mjs [page.html …]`: the metrics of the local fallback faces in app.css
// ("Vazirmatn Fallback …", issue 37), so that the text laid out before Vazirmatn arrives takes the room it takes
// after (no layout shift on the swap). For each weight and local font: size-adjust = the width of sample text
// in Vazirmatn over its width in the local font (shaped with HarfBuzz, the same engine browsers use), and the
// ascent, descent and line-gap overrides = Vazirmatn's own (hhea, as Chromium reads them) over size-adjust.
// The sample text is the storefront's own (the text of the HTML files given, e.g. curl'd pages), Arabic and
// Latin measured apart. Prints the CSS descriptors; app.css holds the values printed.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as hb from "harfbuzzjs";

const root = path.resolve(import.meta.dirname, "..");
const vazirmatn = {
  400: path.join(root, "node_modules/vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf"),
  700: path.join(root, "node_modules/vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf"),
};
/**
 * Local fonts a first paint falls back to: DejaVu Sans (Linux, Arabic and Latin), Liberation Sans (Arial's
 * metrics), and Android's Roboto and Noto Naskh Arabic (Debian's fonts-roboto-unhinted and fonts-noto-core;
 * `FONTS_ROOT=/tmp/x` reads them from packages unpacked there with `dpkg -x` instead of installed). A font not
 * found is left out.
 */
const fontsRoot = process.env.FONTS_ROOT ?? "/";
const locals = {
  "DejaVu Sans": {
    400: "usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    700: "usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  },
  Arial: {
    400: "usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    700: "usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
  },
  Roboto: {
    400: "usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    700: "usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
  },
  "Noto Naskh Arabic": {
    400: "usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf",
    700: "usr/share/fonts/truetype/noto/NotoNaskhArabic-Bold.ttf",
  },
};
const localFile = (file) =>
  [fontsRoot, "/"].map((dir) => path.join(dir, file)).find((candidate) => existsSync(candidate));

function fontOf(file) {
  const face = new hb.Face(new hb.Blob(readFileSync(file)), 0);
  return { face, font: new hb.Font(face) };
}

/** Advance width of `text` in em, shaped as a browser would (direction and script guessed per run). */
function widthEm({ face, font }, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, p) => sum + Math.abs(p.xAdvance), 0);
  const missing = buffer.getGlyphInfos().filter((g) => g.codepoint === 0).length;
  return { em: advance / face.upem, missing };
}

const pages = process.argv.slice(2);
const text = pages
  .map((file) => readFileSync(file, "utf8"))
  .join(" ")
  .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
  .replace(/<[^>]+>/g, " ")
  .replace(/&[a-z#0-9]+;/g, " ");
const words = text.split(/\s+/).filter(Boolean);
const samples = {
  arabic: words.filter((w) => /[\u0600-\u06FF]/.test(w)).join(" "),
  latin: words.filter((w) => /^[\u0020-\u024F]+$/.test(w)).join(" "),
};

for (const weight of [400, 700]) {
  const web = fontOf(vazirmatn[weight]);
  const { ascender, descender, lineGap } = web.font.hExtents();
  const upem = web.face.upem;
  for (const [name, files] of Object.entries(locals)) {
    const file = localFile(files[weight]);
    if (!file) continue;
    const local = fontOf(file);
    for (const [script, sample] of Object.entries(samples)) {
      if (!sample) continue;
      const a = widthEm(web, sample);
      const b = widthEm(local, sample);
      if (b.missing > sample.length / 10) continue; // the local font lacks this script
      const sizeAdjust = a.em / b.em;
      const pct = (v) => `${((v / upem / sizeAdjust) * 100).toFixed(2)}%`;
      console.log(
        `${weight} ${name} ${script} (${sample.length} chars): size-adjust: ${(sizeAdjust * 100).toFixed(2)}%; ascent-override: ${pct(ascender)}; descent-override: ${pct(-descender)}; line-gap-override: ${pct(lineGap)};`,
      );
    }
  }
}
