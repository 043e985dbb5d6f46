import type { FavoriteEntry } from "@dukkan/contracts/accounts";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import type { Language } from "#app/lib/language.ts";
import { notify } from "#app/lib/toast.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { WISHLIST_CHANGED_EVENT } from "#app/lib/wishlist.ts";
import { listWishlist, removeFromWishlist } from "../wishlist-api.ts";

type State = { kind: "loading" } | { kind: "error" } | { kind: "ready"; entries: FavoriteEntry[] };

/** Spec §2: image, name linking to /product/{id}, code and remove; the empty and failure states of §8. */
export function WishlistTable({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const to = useLocalize();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setState({ kind: "ready", entries: await listWishlist(i18n.language as Language) });
    } catch (error) {
      console.warn("wishlist", error);
      setState({ kind: "error" });
    }
  }, [i18n.language]);

  useEffect(() => {
    void load();
  }, [load]);

  async function remove(entry: FavoriteEntry) {
    setBusy(entry.id);
    try {
      await removeFromWishlist(clientId, entry);
      window.dispatchEvent(new Event(WISHLIST_CHANGED_EVENT));
      void notify("success", t("wishlist_item_removed"));
      await load();
    } catch (error) {
      console.warn("wishlist remove", error);
      void notify("error", t("wishlist_remove_failed"));
    } finally {
      setBusy(null);
    }
  }

  if (state.kind === "loading") {
    return (
      <p role="status" className="py-12 text-center text-stone-600" data-testid="wishlist-loading">
        {t("loading")}
      </p>
    );
  }
  if (state.kind === "error") {
    return <StatusMessage kind="error">{t("Error loading wishlist. Please try again later")}</StatusMessage>;
  }
  if (state.entries.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-4 rounded-xl border border-stone-200 bg-white px-4 py-12 text-center"
        data-testid="wishlist-empty"
      >
        <Icon name="heart" size={48} className="text-stone-300" />
        <p className="text-lg font-bold">{t("empty_whishlist")}</p>
        <Link
          to={to("/Products")}
          className="rounded-lg bg-teal-800 px-5 py-2.5 font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
        >
          {t("continue_shopping")}
        </Link>
      </div>
    );
  }

  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <table className="w-full text-start text-sm" data-testid="wishlist-table">
        <caption className="sr-only">{t("wishlist_title")}</caption>
        <thead className="bg-stone-100 text-stone-700 max-sm:sr-only">
          <tr>
            <th scope="col" className="px-3 py-3 text-start">
              {t("col_image")}
            </th>
            <th scope="col" className="px-3 py-3 text-start">
              {t("col_name")}
            </th>
            <th scope="col" className="px-3 py-3 text-start max-sm:hidden">
              {t("col_code")}
            </th>
            <th scope="col" className="px-3 py-3 text-end">
              {t("col_remove")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {state.entries.map((entry) => (
            <tr key={entry.id} data-testid="wishlist-row">
              <td className="px-3 py-3">
                <ResponsiveImage
                  src={entry.product.image}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  className="size-16 rounded-lg border border-stone-200 object-contain"
                />
              </td>
              <td className="px-3 py-3">
                <Link
                  to={to(`/product/${entry.product_id}`)}
                  className="font-bold text-stone-900 hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  {entry.product.name}
                </Link>
                {/* Phones: the code under the name instead of its own column. */}
                <span className="mt-1 block text-xs text-stone-600 sm:hidden">
                  <bdi dir="ltr">{entry.product.code}</bdi>
                </span>
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-stone-600 max-sm:hidden">
                <bdi dir="ltr">{entry.product.code}</bdi>
              </td>
              <td className="px-3 py-3 text-end">
                <button
                  type="button"
                  onClick={() => void remove(entry)}
                  disabled={busy !== null}
                  className="rounded-md p-2 text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-50"
                >
                  <Icon name="close" size={20} />
                  <span className="sr-only">{t("wishlist_remove", { name: entry.product.name })}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
