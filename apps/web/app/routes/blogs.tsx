import { formatDate } from "@dukkan/client-kit/dates";
import { Link } from "react-router";
import { PageBanner } from "#app/components/ui/page-banner.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { PageMeta } from "#app/components/ui/page-meta.tsx";
import { StatusMessage } from "#app/components/ui/status-message.tsx";
import { GalleryGrid } from "#app/features/blogs/components/gallery-grid.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { idParam, orNotFound } from "#app/lib/expected-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/blogs.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const category = await orNotFound(services.content.blogCategory(ctx, idParam(params.blogCategoryId)));
  return { category };
}

/** Spec §2 /Blogs/{blogCategoryId}: the category's posts as an image grid with a full-screen viewer. */
export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const { category } = loaderData;
  const posts = category.blog_details;
  return (
    <>
      <PageMeta
        title={`${category.name} | ${t("site_name")}`}
        description={t("blogs_meta_description", { name: category.name })}
      />
      <PageBanner
        title={category.name}
        breadcrumb={[
          { label: t("home"), to: localize("/") },
          { label: t("blogs_title") },
          { label: category.name },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {posts.length === 0 ? (
          <StatusMessage kind="empty">{t("no blogs")}</StatusMessage>
        ) : (
          <GalleryGrid
            columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
            items={posts.map((post) => ({
              key: post.id,
              src: post.image,
              alt: post.title,
              caption: (
                <>
                  <h2 className="text-base font-bold text-stone-900">
                    <Link
                      to={localize(`/Blog/${post.id}`)}
                      className="rounded hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <time dateTime={post.created_at} className="text-xs text-stone-500">
                    {formatDate(post.created_at, i18n.language)}
                  </time>
                </>
              ),
            }))}
          />
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} titleKey="error_loading_data" headingKey="blogs_title" />;
}
