import { memo } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import type { MenuCategory, MenuPart } from "#app/lib/frame-data.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

const itemClass =
  "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700";
// Opens on hover and on keyboard focus inside, with no script; the panel spans the whole bar.
const panelClass =
  "invisible absolute inset-x-0 top-full z-40 border-t border-stone-200 bg-white opacity-0 shadow-lg transition-opacity duration-200 group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100";

/**
 * Parts → brands → sub-parts → categories (spec §2); a brand opens its products, a category filters them.
 * The mega menu is in every page's HTML (about 140 links): plain anchors with their style in two utilities
 * (app.css) keep it a fraction of the bytes and render time of a router `Link` with its classes each; the
 * click handler of the static island the header puts it in keeps navigation in the app (issue 20). In the
 * browser the menu is not hydrated at all on a page's first load (decision 0039): it never changes there.
 */
function PartMenu({ part, to }: { part: MenuPart; to: (path: string) => string }) {
  return (
    <li className="group">
      <button type="button" aria-haspopup="true" className={itemClass}>
        {part.name}
        <Icon name="chevronDown" size={14} />
      </button>
      <div className={panelClass}>
        <ul className="mx-auto grid max-w-7xl grid-cols-4 gap-x-6 gap-y-6 px-4 py-6">
          {part.brands.map((brand) => (
            <li key={brand.id}>
              <a href={to(`/Products/${brand.id}`)} className="menu-brand-link">
                {brand.name}
              </a>
              <ul className="mt-2 space-y-2">
                {brand.sub_parts.map((sub) => (
                  <li key={sub.id}>
                    <p className="text-xs font-medium text-stone-500">{sub.name}</p>
                    <ul className="mt-1 space-y-1">
                      {sub.categories.map((category) => (
                        <li key={category.id}>
                          <a
                            href={to(`/Products/${brand.id}?category=${category.id}`)}
                            className="menu-category-link"
                          >
                            {category.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The frame's data does not change between pages: the menu renders again only for another language. */
export const DesktopMenu = memo(function DesktopMenu({
  parts,
  blogCategories,
}: {
  parts: MenuPart[];
  blogCategories: MenuCategory[];
}) {
  const { t } = useTranslation();
  const to = useLocalize();
  return (
    <ul className="hidden items-center gap-0.5 lg:flex" data-testid="desktop-menu">
      {parts.map((part) => (
        <PartMenu key={part.id} part={part} to={to} />
      ))}
      {blogCategories.length > 0 && (
        <li className="group relative">
          <button type="button" aria-haspopup="true" className={itemClass}>
            {t("nav_blog")}
            <Icon name="chevronDown" size={14} />
          </button>
          <ul className="invisible absolute start-0 top-full z-40 w-56 rounded-lg border border-stone-200 bg-white py-1 opacity-0 shadow-lg transition-opacity duration-200 group-hover:visible group-hover:opacity-100 group-focus-within:visible group-focus-within:opacity-100">
            {blogCategories.map((category) => (
              <li key={category.id}>
                <Link
                  to={to(`/Blogs/${category.id}`)}
                  className="block px-4 py-2 text-sm hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      )}
      <li>
        <Link to={to("/Branches")} className={itemClass}>
          {t("nav_branches")}
        </Link>
      </li>
      <li>
        <Link to={to("/Catalogs")} className={itemClass}>
          {t("nav_catalogs")}
        </Link>
      </li>
      <li>
        <Link to={to("/rule")} className={itemClass}>
          {t("nav_rules")}
        </Link>
      </li>
    </ul>
  );
});
