import { useId } from "react";
import { useI18n } from "#staff/lib/i18n.tsx";
import { type Language, languageNames, languages } from "#staff/lib/language.ts";

/** The interface language, remembered in this browser. Each name is written in its own language. */
export function LanguageSelect() {
  const { t, language, setLanguage } = useI18n();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t("common.language")}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        className="min-h-10 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {languageNames[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
