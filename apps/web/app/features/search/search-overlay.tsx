import type { ProductCard, SearchSuggestion } from "@dukkan/contracts";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { ApiError, api } from "#app/lib/api-client.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { pushRecentSearch, readRecentSearches, saveRecentSearches } from "./recent-searches.ts";

/** How long the overlay stays after navigating to /search (spec §9). */
const CLOSE_DELAY_MS = 500;
const SUGGEST_DELAY_MS = 200;

/**
 * Spec §2/§4/§5: text box, search button (disabled with a spinner while searching), up to 4 recent
 * searches and suggestions while typing. Loaded on the first open only.
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const to = useLocalize();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const errorId = useId();
  const listId = useId();

  useEffect(() => {
    dialogRef.current?.showModal();
    setRecent(readRecentSearches());
  }, []);

  // Suggestions as the user types; none when the API does not answer (it may not exist yet).
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api("/products/suggestions", {
        lang,
        params: { search: q },
        signal: controller.signal,
      })
        .then((response) => setSuggestions(response.data.slice(0, 6)))
        .catch((reason: unknown) => {
          if (controller.signal.aborted) return;
          if (!(reason instanceof ApiError && reason.status === 404))
            console.warn("search suggestions", reason);
          setSuggestions([]);
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang]);

  async function search(raw: string) {
    const q = raw.trim();
    if (!q) {
      setError(t("search_invalid_query"));
      return;
    }
    setError(null);
    setSearching(true);
    const list = pushRecentSearch(readRecentSearches(), q);
    saveRecentSearches(list);
    setRecent(list);
    let products: ProductCard[] = [];
    try {
      products = (await api("/products/search", { lang, params: { search: q } })).data;
    } catch (reason) {
      // The /search page shows its no-results message; the failure is only worth a log line here.
      console.warn("search", reason);
    }
    // The spec passes the products in navigation state; the query string lets /search load itself too.
    navigate(`${to("/search")}?search=${encodeURIComponent(q)}`, { state: { query: q, products } });
    setTimeout(() => {
      setSearching(false);
      onClose();
    }, CLOSE_DELAY_MS);
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keyboards close the dialog with Escape natively
    <dialog
      ref={dialogRef}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      aria-labelledby="search-title"
      className="fade-in fixed inset-x-0 top-0 m-0 max-h-dvh w-full max-w-none bg-white p-0 text-stone-800 shadow-xl backdrop:bg-stone-900/60"
      data-testid="search-overlay"
    >
      <div className="mx-auto max-w-3xl px-4 py-5">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="search-title" className="text-lg font-bold">
            {t("nav_search")}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
          >
            <Icon name="close" />
            <span className="sr-only">{t("close")}</span>
          </button>
        </div>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void search(query);
          }}
          className="flex gap-2"
        >
          <label htmlFor="site-search" className="sr-only">
            {t("search_placeholder")}
          </label>
          <input
            id="site-search"
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              if (error) setError(null);
            }}
            placeholder={t("search_placeholder")}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            aria-controls={suggestions.length > 0 ? listId : undefined}
            className="min-w-0 flex-1 rounded-lg border border-stone-300 px-4 py-2.5 text-base focus:border-teal-700 focus:outline-2 focus:outline-teal-700/30"
          />
          <button
            type="submit"
            disabled={searching}
            className="flex items-center gap-2 rounded-lg bg-teal-800 px-4 py-2.5 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-wait disabled:opacity-70"
          >
            {searching ? (
              <span
                className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            ) : (
              <Icon name="search" size={20} />
            )}
            <span className="sr-only sm:not-sr-only">{t("nav_search")}</span>
          </button>
        </form>
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {suggestions.length > 0 && (
          <ul
            id={listId}
            aria-label={t("search_suggestions")}
            className="mt-3 divide-y divide-stone-100 rounded-lg border border-stone-200"
          >
            {suggestions.map((suggestion) => (
              <li key={suggestion.id}>
                <button
                  type="button"
                  onClick={() => {
                    setQuery(suggestion.name);
                    void search(suggestion.name);
                  }}
                  className="flex w-full items-center gap-2 px-4 py-2.5 text-start hover:bg-stone-50 focus-visible:bg-stone-50 focus-visible:outline-none"
                >
                  <Icon name="search" size={16} className="text-stone-400" />
                  {suggestion.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {recent.length > 0 && (
          <section className="mt-4" aria-labelledby="recent-searches-title">
            <h3 id="recent-searches-title" className="mb-2 text-sm font-medium text-stone-500">
              {t("recently_searched")}
            </h3>
            <ul className="flex flex-wrap gap-2" data-testid="recent-searches">
              {recent.map((item) => (
                <li key={item}>
                  <button
                    type="button"
                    onClick={() => {
                      setQuery(item);
                      void search(item);
                    }}
                    className="flex items-center gap-1.5 rounded-full border border-stone-300 px-3 py-1 text-sm hover:border-teal-700 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    <Icon name="clock" size={14} className="text-stone-400" />
                    {item}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </dialog>
  );
}
