import { lazy, Suspense, useId, useState } from "react";
import { ApiError } from "#app/lib/api-client.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { notify } from "#app/lib/toast.tsx";
import { rateProduct } from "../api/account-actions.ts";

// Its own chunk, so that no page carries it before a dialog opens (docs/decisions/0004).
const Modal = lazy(() => import("#app/components/ui/modal.tsx").then((m) => ({ default: m.Modal })));

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Spec §2, §4, §5: stars 0 to 5, reset on every opening; at least one star; after success the product is
 * marked rated and a second rating is refused. A modal: focus stays inside, Escape closes.
 */
export function RatingDialog({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(0);
  const [rated, setRated] = useState(false);
  const [sending, setSending] = useState(false);

  function openDialog() {
    if (rated) {
      void notify("error", t("You have already rated this product"));
      return;
    }
    setStars(0);
    setOpen(true);
  }

  async function submit() {
    if (stars < 1) {
      void notify("error", t("Please select a star rating before submitting"));
      return;
    }
    setSending(true);
    try {
      await rateProduct(productId, stars);
      void notify("success", t("Rating submitted successfully!"));
      setRated(true);
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void notify("error", t("You have already rated this product"));
        setRated(true);
        setOpen(false);
      } else {
        void notify("error", t("rating_submit_failed"));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 py-2.5 text-sm font-bold text-stone-800 hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <span aria-hidden="true" className="text-amber-500">
          ★
        </span>
        {rated ? t("rated") : t("rate_product")}
      </button>
      {open && (
        <Suspense fallback={null}>
          <Modal
            labelledBy={titleId}
            onClose={() => setOpen(false)}
            testId="rating-dialog"
            panelClassName="w-[min(26rem,calc(100vw-2rem))]"
          >
            <div className="flex flex-col gap-5 p-6">
              <h2 id={titleId} className="text-lg font-bold text-stone-900">
                {t("rate_this_product", { name: productName })}
              </h2>
              <fieldset>
                <legend className="sr-only">{t("your_rating")}</legend>
                <div dir="ltr" className="flex justify-center gap-1">
                  {STARS.map((value) => (
                    <label
                      key={value}
                      className="cursor-pointer rounded px-0.5 text-4xl leading-none has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
                    >
                      <input
                        type="radio"
                        name={name}
                        value={value}
                        checked={stars === value}
                        onChange={() => setStars(value)}
                        className="sr-only"
                      />
                      <span
                        aria-hidden="true"
                        className={value <= stars ? "text-amber-500" : "text-stone-300"}
                      >
                        ★
                      </span>
                      <span className="sr-only">{t("stars_count", { count: value })}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  onClick={() => setOpen(false)}
                  className="rounded-lg px-4 py-2.5 text-sm font-bold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  {t("no_thanks")}
                </button>
                <button
                  type="button"
                  onClick={submit}
                  disabled={sending}
                  className="rounded-lg bg-teal-800 px-5 py-2.5 text-sm font-bold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60"
                >
                  {t("submit_rating")}
                </button>
              </div>
            </div>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
