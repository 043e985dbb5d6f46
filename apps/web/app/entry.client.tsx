import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTranslations } from "#app/lib/translations-client.ts";
import { loadWebFonts } from "#app/lib/web-fonts.ts";

// Vazirmatn after the first paint, or at once if this browser has loaded it before (lib/web-fonts.ts).
loadWebFonts();

// The page's strings before React takes over, so that it renders exactly what the server sent.
await loadTranslations(document.documentElement.lang);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
