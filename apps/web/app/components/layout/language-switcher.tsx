import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { writeDocumentCookie } from "#app/lib/document-cookie.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { type Language, languageCookie, languages, switchLanguagePath } from "#app/lib/language.ts";

/**
 * `inMenu`: a flag of the closed dropdown loads when the menu opens. Eager images are preloaded by React in the
 * document's head, where five flags competed with the page's largest image for the first round trips.
 */
function Flag({ lang, inMenu = false }: { lang: Language; inMenu?: boolean }) {
  return (
    <img
      src={`/flags/${lang}.svg`}
      loading={inMenu ? "lazy" : undefined}
      alt=""
      width={20}
      height={14}
      className="h-3.5 w-5 shrink-0 rounded-sm object-cover ring-1 ring-black/10"
    />
  );
}

/**
 * Spec §4: picking a language writes the `lang` cookie (path /) and reloads the page in it. The items are
 * plain links to the prefixed URL, so the choice works before hydration too (the server then writes the
 * cookie); after hydration the click writes it first.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const current = i18n.language as Language;
  const ref = useRef<HTMLDetailsElement>(null);

  // Close on a click elsewhere or on Escape, as a dropdown should.
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);

  return (
    <details ref={ref} className="group relative" data-testid="language-switcher">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-2 py-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white [&::-webkit-details-marker]:hidden">
        <Flag lang={current} />
        <span className="sr-only">{t("language")}: </span>
        <span>{t(`lang_${current}`)}</span>
        <svg
          viewBox="0 0 24 24"
          width="14"
          height="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          className="transition-transform group-open:rotate-180"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <ul className="animate-fade-in absolute end-0 z-50 mt-1 w-40 overflow-hidden rounded-lg border border-stone-200 bg-white py-1 text-stone-800 shadow-lg">
        {languages.map((lang) => (
          <li key={lang}>
            <a
              href={switchLanguagePath(pathname, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? "true" : undefined}
              onClick={() => {
                // The server reads this cookie on the reload.
                writeDocumentCookie(languageCookie(lang));
              }}
              className="flex items-center gap-2.5 px-3 py-2 text-start text-sm hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none aria-[current]:font-bold aria-[current]:text-teal-800"
            >
              <Flag lang={lang} inMenu />
              {t(`lang_${lang}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
