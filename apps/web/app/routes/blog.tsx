import { formatDate } from "@dukkan/client-kit/dates";
import { Breadcrumb } from "#app/components/ui/breadcrumb.tsx";
import { PageError } from "#app/components/ui/page-error.tsx";
import { richText } from "#app/components/ui/rich-text.ts";
import { SafeHtml } from "#app/components/ui/safe-html.tsx";
import { Seo } from "#app/components/ui/seo.tsx";
import { GalleryGrid } from "#app/features/blogs/components/gallery-grid.tsx";
import { RecentPosts } from "#app/features/blogs/components/recent-posts.tsx";
import { VerticalAdvert } from "#app/features/blogs/components/vertical-advert.tsx";
import { appContext, languageContext } from "#app/lib/app-context.ts";
import { idParam, orNotFound } from "#app/lib/expected-errors.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import type { Route } from "./+types/blog.ts";

const RECENT_POSTS = 4; // spec §9

/**
 * The spec's client passes the post in a `data` query parameter; we load it by id so the link can be
 * shared and indexed, and ignore `data`.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, origin, requestId } = context.get(appContext);
  const ctx = { lang: context.get(languageContext), origin, requestId };
  const id = idParam(params.id);
  const [post, recent, adverts] = await Promise.all([
    orNotFound(services.content.blog(ctx, id)),
    services.content.recentBlogs(ctx, RECENT_POSTS + 1),
    // The advert is beside the post: its failure shows 'Error loading advertisements', not an error page.
    services.content.adverts(ctx, "vertical").catch((error: unknown) => {
      console.error(error);
      return null;
    }),
  ]);
  return { post, recent: recent.filter((p) => p.id !== post.id).slice(0, RECENT_POSTS), adverts };
}

/** Spec §2 /Blog/{id}: title, description, note, images and date, with a vertical advert and recent posts. */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const { post, recent, adverts } = loaderData;
  const images = post.images.length > 0 ? post.images : [post.image];
  const summary = post.description
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return (
    <>
      <Seo
        title={`${post.title} | ${t("site_name")}`}
        description={summary.slice(0, 160)}
        image={post.image}
        imageAlt={post.title}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_300px]">
        <article className="flex min-w-0 flex-col gap-5">
          <Breadcrumb
            items={[
              { label: t("home"), to: localize("/") },
              { label: t("blogs_title"), to: localize(`/Blogs/${post.blog_category_id}`) },
              { label: post.title },
            ]}
          />
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{post.title}</h1>
            <p className="text-sm text-stone-500">
              {t("blog_published_on")}{" "}
              <time dateTime={post.created_at}>{formatDate(post.created_at, i18n.language)}</time>
            </p>
          </header>
          <SafeHtml html={post.description} className={richText} headingsFrom={2} />
          {post.note && (
            <aside className="rounded-xl border-s-4 border-teal-700 bg-teal-50 p-4 text-stone-800">
              <p className="mb-1 text-sm font-bold text-teal-900">{t("blog_note")}</p>
              <p>{post.note}</p>
            </aside>
          )}
          <section aria-labelledby="post-images-title" className="flex flex-col gap-3">
            <h2 id="post-images-title" className="text-lg font-bold text-stone-900">
              {t("blog_images")}
            </h2>
            <GalleryGrid
              columns="grid-cols-2 sm:grid-cols-3"
              items={images.map((src, i) => ({
                key: `${i}-${src}`,
                src,
                alt: t("blog_image_alt", { title: post.title, n: i + 1 }),
              }))}
            />
          </section>
        </article>
        <aside aria-label={t("blog_sidebar")} className="flex flex-col gap-8">
          <VerticalAdvert adverts={adverts} />
          <RecentPosts posts={recent} />
        </aside>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} titleKey="error_loading_data" headingKey="blogs_title" />;
}
