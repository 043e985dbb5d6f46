import "./app.css";
import { setNonce } from "get-nonce";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.tsx";
import { loadTranslations } from "./lib/i18n.tsx";
import { applyDocumentLanguage, storedLanguage } from "./lib/language.ts";

// The dialogs' scroll lock injects a style element; the page's CSP lets it in with this response's nonce.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="dukkan-style-nonce"]')?.content;
if (styleNonce) setNonce(styleNonce);

async function start() {
  const language = storedLanguage();
  applyDocumentLanguage(language);
  const strings = await loadTranslations(language);
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing");
  createRoot(root).render(
    <StrictMode>
      <App initial={{ language, strings }} />
    </StrictMode>,
  );
}

void start();
