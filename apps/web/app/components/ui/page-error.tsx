import { isRouteErrorResponse } from "react-router";
import { NotFoundPage } from "#app/components/ui/not-found-page.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { BreadcrumbItem } from "./breadcrumb.tsx";
import { PageBanner } from "./page-banner.tsx";
import { PageMeta } from "./page-meta.tsx";
import { StatusMessage } from "./status-message.tsx";

type PageErrorProps = {
  error: unknown;
  /** Translation key of the failure text. */
  messageKey?: string;
} & (
  | {
      /** Pages with a banner keep it, and their title, on failure; the message sits in the content column. */
      banner: { title: string; breadcrumb: BreadcrumbItem[] };
      width?: "max-w-4xl" | "max-w-7xl";
    }
  | {
      /** Translation keys of the document title (before the site name) and of the hidden `h1`. */
      titleKey: string;
      headingKey: string;
    }
);

/**
 * A route's error boundary: a 404 response is the not-found page; any other failure is logged and
 * announced where the page's content would be.
 */
export function PageError(props: PageErrorProps) {
  const { t } = useTranslation();
  const { error, messageKey = "error_loading_data" } = props;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Logged where it happened, with the request; the browser only gets a sanitized copy.
  if (typeof document === "undefined") console.error(error);
  const message = <StatusMessage kind="error">{t(messageKey)}</StatusMessage>;
  if ("banner" in props) {
    return (
      <>
        <PageMeta title={`${props.banner.title} | ${t("site_name")}`} />
        <PageBanner {...props.banner} />
        <div className={`mx-auto ${props.width ?? "max-w-7xl"} px-4 py-8`}>{message}</div>
      </>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <PageMeta title={`${t(props.titleKey)} | ${t("site_name")}`} />
      <h1 className="sr-only">{t(props.headingKey)}</h1>
      {message}
    </div>
  );
}

/**
 * The error boundary of a page with the usual banner (issue 21.4): the header and footer stay, the banner and
 * document title name the page (`titleKey`), and the page's own message (`messageKey`) takes its content's place.
 */
export function BannerPageError({
  error,
  titleKey,
  messageKey = "Error loading data",
}: {
  error: unknown;
  titleKey: string;
  messageKey?: string;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const title = t(titleKey);
  const breadcrumb = [{ label: t("home"), to: localize("/") }, { label: title }];
  return <PageError error={error} messageKey={messageKey} banner={{ title, breadcrumb }} />;
}
