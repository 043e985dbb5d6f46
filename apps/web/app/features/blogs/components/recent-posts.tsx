import { formatDate } from "@dukkan/client-kit/dates";
import type { Blog } from "@dukkan/contracts";
import { Link } from "react-router";
import { ResponsiveImage } from "#app/components/ui/responsive-image.tsx";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

/** Spec §9: the 4 most recent posts beside a post. */
export function RecentPosts({ posts }: { posts: Blog[] }) {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="recent-posts-title" className="flex flex-col gap-3">
      <h2 id="recent-posts-title" className="text-lg font-bold text-stone-900">
        {t("blog_recent_posts")}
      </h2>
      <ul className="flex flex-col gap-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={localize(`/Blog/${post.id}`)}
              className="flex items-center gap-3 rounded-lg p-1 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
            >
              <ResponsiveImage
                src={post.image}
                alt=""
                width={96}
                height={72}
                sizes="96px"
                className="h-16 w-20 shrink-0 rounded-md object-cover"
              />
              <span className="flex flex-col gap-0.5">
                <span className="line-clamp-2 text-sm font-bold text-stone-900">{post.title}</span>
                <time dateTime={post.created_at} className="text-xs text-stone-500">
                  {formatDate(post.created_at, i18n.language)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
