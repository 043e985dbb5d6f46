import fontsStylesheet from "#app/fonts.css?url";

// Vazirmatn after the first paint (issue 37, decision 0039): the page paints with the fallback faces sized like
// it (app.css), and the web fonts are applied once the page has loaded, so that their 40-70 KB no longer race
// the first paint (Lighthouse's simulated largest paint counts every request that ended before it). A browser
// that has loaded them before (a mark in localStorage: the files are then likely in its HTTP cache) links the
// stylesheet at once, before hydration; nothing waits for it either way (font-display: swap, and the fallback
// faces keep the lines where they are). A cookie would put it in the server's HTML, but any cookie but the
// language one keeps the page out of the server's page cache. Without JavaScript: the fallback faces.
const LOADED_MARK = "dukkan:fonts";

/** The family the page's text asks for first (app.css): the Arabic cut on Arabic-script pages, else the Latin one. */
const familyOfPage = (lang: string) => (lang === "ar" || lang === "ckb" ? "Vazirmatn" : "Vazirmatn Latin");

function linkStylesheet(): void {
  if (document.querySelector(`link[href="${fontsStylesheet}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = fontsStylesheet;
  document.head.append(link);
}

/**
 * A first visit: the faces of fonts.css (still the one list of files and ranges) made with the FontFace API,
 * the page's two loaded first, then all added to the document in one go. Linking the stylesheet instead swapped
 * each face as it arrived, and asking `document.fonts.ready` forced a layout on the spot: three layouts of the
 * whole page after its load on a phone, instead of this one (decision 0039).
 */
async function applyFacesTogether(): Promise<void> {
  const response = await fetch(fontsStylesheet);
  if (!response.ok) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await response.text());
  const faces = [...sheet.cssRules]
    .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
    .map(({ style }) => {
      const family = style.getPropertyValue("font-family").replaceAll('"', "").trim();
      return new FontFace(family, style.getPropertyValue("src"), {
        weight: style.getPropertyValue("font-weight") || "400",
        style: style.getPropertyValue("font-style") || "normal",
        unicodeRange: style.getPropertyValue("unicode-range") || "U+0-10FFFF",
        display: "swap",
      });
    });
  const family = familyOfPage(document.documentElement.lang);
  await Promise.all(faces.filter((face) => face.family === family).map((face) => face.load()));
  // The other cut's faces too, unloaded: the browser fetches one only if the page writes text in its range.
  for (const face of faces) document.fonts.add(face);
  writeMark();
}

function hasMark(): boolean {
  try {
    return localStorage.getItem(LOADED_MARK) === "1";
  } catch {
    return false;
  }
}

function writeMark(): void {
  try {
    localStorage.setItem(LOADED_MARK, "1");
  } catch {
    // Storage refused (private mode, quota): the next visit waits for the load again.
  }
}

/** Links the web fonts now if this browser has them already, else applies them after the page's load event. */
export function loadWebFonts(): void {
  if (hasMark()) {
    linkStylesheet();
    return;
  }
  const afterLoad = () =>
    requestAnimationFrame(() => {
      // A failed fetch or load leaves the fallback faces, which are sized like Vazirmatn: nothing to show.
      applyFacesTogether().catch(() => undefined);
    });
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
