/**
 * The translator both apps' `t()` wrap: flat string tables (i18next's file format), `{{name}}` placeholders. A
 * missing key shows itself (each app's locale tests keep that from shipping); a placeholder without a value is
 * left as written.
 */
export type Translations = Record<string, string>;
export type TranslationValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslationValues) => string;

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

export function translatorFor(strings: Translations): Translate {
  return (key, values) => {
    const template = strings[key] ?? key;
    if (!values) return template;
    return template.replace(placeholder, (written, name: string) =>
      name in values ? String(values[name]) : written,
    );
  };
}
