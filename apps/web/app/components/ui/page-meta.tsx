import { useTranslation } from "#app/lib/i18n.tsx";

/**
 * A page's title and description, hoisted into `<head>` by React; without a description of its own, the
 * site's. One per page: the root adds none (two are invalid HTML, issue 21.8).
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description ?? t("meta_description")} />
    </>
  );
}
