import { useLocation } from "react-router";
import { useTranslation } from "#app/lib/i18n.tsx";
import { type Language, languages, switchLanguagePath } from "#app/lib/language.ts";

/**
 * Spec §4: picking a language reloads the page in it. Plain links to the prefixed URL do exactly that:
 * the server resolves the prefix and writes the `lang` cookie back. Works before hydration too.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const current = i18n.language as Language;

  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </svg>
        <span className="sr-only">{t("language")}: </span>
        <span>{t(`lang_${current}`)}</span>
      </summary>
      <ul className="absolute end-0 z-20 mt-1 w-40 rounded-lg border border-stone-200 bg-white py-1 shadow-lg">
        {languages.map((lang) => (
          <li key={lang}>
            <a
              href={switchLanguagePath(pathname, lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? "true" : undefined}
              className="block px-4 py-2 text-start text-sm hover:bg-stone-100 aria-[current]:font-bold aria-[current]:text-teal-800"
            >
              {t(`lang_${lang}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
