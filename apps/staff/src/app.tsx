import { DirectionProvider } from "@radix-ui/react-direction";
import { QueryClientProvider } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { RouterProvider } from "react-router/dom";
import { type I18n, I18nProvider, loadTranslations, type Translations, translatorFor } from "./lib/i18n.tsx";
import { applyDocumentLanguage, directionOf, type Language, rememberLanguage } from "./lib/language.ts";
import { queryClient } from "./lib/query-client.ts";
import { router } from "./router.tsx";

/** The providers around every screen: language and direction, the query cache, the router. */
export function App({ initial }: { initial: { language: Language; strings: Translations } }) {
  const [current, setCurrent] = useState(initial);
  const i18n = useMemo<I18n>(
    () => ({
      language: current.language,
      t: translatorFor(current.strings),
      setLanguage(language) {
        rememberLanguage(language);
        void loadTranslations(language).then((strings) => {
          applyDocumentLanguage(language);
          setCurrent({ language, strings });
        });
      },
    }),
    [current],
  );
  return (
    <I18nProvider value={i18n}>
      <DirectionProvider dir={directionOf(current.language)}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
