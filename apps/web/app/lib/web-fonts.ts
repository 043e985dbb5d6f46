import fontsStylesheet from "#app/fonts.css?url";

// Vazirmatn after the first paint (issue 37, decision 0039): the page paints with the fallback faces sized like
// it (app.css), and the fonts' stylesheet is added once the page has loaded, so that their 40-70 KB no longer
// race the first paint (Lighthouse's simulated largest paint counts every request that ended before it). A
// browser that has loaded them before (a mark in localStorage: the files are then likely in its HTTP cache)
// adds the stylesheet at once, before hydration; nothing waits for it either way (font-display: swap, and the
// fallback faces keep the lines where they are). A cookie would put it in the server's HTML, but any cookie
// but the language one keeps the page out of the server's page cache. Without JavaScript: the fallback faces.
const LOADED_MARK = "dukkan:fonts";

function addStylesheet(): void {
  if (document.querySelector(`link[href="${fontsStylesheet}"]`)) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = fontsStylesheet;
  link.addEventListener("load", () => {
    document.fonts.ready.then(() => {
      let loaded = false;
      document.fonts.forEach((face) => {
        if (face.status === "loaded" && /^"?Vazirmatn( Latin)?"?$/.test(face.family)) loaded = true;
      });
      if (loaded) writeMark();
    });
  });
  document.head.append(link);
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

/** Adds the web fonts now if this browser has them already, else after the page's load event and a frame. */
export function loadWebFonts(): void {
  if (hasMark()) {
    addStylesheet();
    return;
  }
  const afterLoad = () => requestAnimationFrame(() => addStylesheet());
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
