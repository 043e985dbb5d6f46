import { useNavigation } from "react-router";
import { useTranslation } from "#app/lib/i18n.tsx";

/**
 * Spec §2: a full-screen loader until the frame's data is there. The server renders it with the page, so
 * it only ever covers client-side waits; a thin bar shows other navigations.
 */
export function PageLoader({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (!ready) {
    return (
      <div role="status" className="fixed inset-0 z-[70] flex items-center justify-center bg-white">
        <span
          className="size-12 animate-spin rounded-full border-4 border-teal-100 border-t-teal-800"
          aria-hidden="true"
        />
        <span className="sr-only">{t("loading")}</span>
      </div>
    );
  }
  return navigation.state === "loading" ? (
    <div
      role="progressbar"
      aria-label={t("loading")}
      className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-teal-100"
    >
      <div className="progress-slide h-full w-1/3 bg-teal-700" />
    </div>
  ) : null;
}
