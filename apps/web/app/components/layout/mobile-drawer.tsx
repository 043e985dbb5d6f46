import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import type { MenuCategory, MenuPart } from "#app/lib/frame-data.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { useLocalize } from "#app/lib/use-localized-path.ts";

const summaryClass =
  "flex cursor-pointer list-none items-center justify-between gap-2 rounded-md px-3 py-2.5 font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden";
const linkClass =
  "block rounded-md px-3 py-2 hover:bg-stone-100 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700";

function Chevron() {
  return (
    <Icon
      name="chevronDown"
      size={16}
      className="shrink-0 text-stone-500 transition-transform group-open:rotate-180"
    />
  );
}

/** The menu for phones (spec §2): a drawer from the inline start with expandable groups. Loaded on first open. */
export default function MobileDrawer({
  onClose,
  parts,
  blogCategories,
}: {
  onClose: () => void;
  parts: MenuPart[];
  blogCategories: MenuCategory[];
}) {
  const { t } = useTranslation();
  const to = useLocalize();
  const ref = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const openedAt = useRef(location);

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  // Following a link closes the drawer.
  useEffect(() => {
    if (location !== openedAt.current) onClose();
  }, [location, onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; keyboards close the dialog with Escape natively
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      aria-label={t("menu")}
      className="slide-from-start fixed inset-y-0 start-0 m-0 h-dvh max-h-dvh w-80 max-w-[85vw] overflow-y-auto bg-white p-0 text-stone-800 shadow-xl backdrop:bg-stone-900/50"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
        <p className="text-lg font-bold text-teal-800">{t("site_name")}</p>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-teal-700"
        >
          <Icon name="close" />
          <span className="sr-only">{t("close")}</span>
        </button>
      </div>
      <nav aria-label={t("main_navigation")} className="p-2">
        <ul className="space-y-0.5">
          <li>
            <Link to={to("/")} className={linkClass}>
              {t("home")}
            </Link>
          </li>
          <li>
            <Link to={to("/Products")} className={linkClass}>
              {t("nav_all_products")}
            </Link>
          </li>
          {parts.map((part) => (
            <li key={part.id}>
              <details className="group">
                <summary className={summaryClass}>
                  {part.name}
                  <Chevron />
                </summary>
                <ul className="ms-3 border-s border-stone-200 ps-2">
                  {part.brands.map((brand) => (
                    <li key={brand.id}>
                      <details className="group">
                        <summary className={summaryClass}>
                          {brand.name}
                          <Chevron />
                        </summary>
                        <ul className="ms-3 border-s border-stone-200 ps-2 text-sm">
                          <li>
                            <Link to={to(`/Products/${brand.id}`)} className={`${linkClass} font-medium`}>
                              {t("all_brand_products", { brand: brand.name })}
                            </Link>
                          </li>
                          {brand.sub_parts.flatMap((sub) =>
                            sub.categories.map((category) => (
                              <li key={`${sub.id}-${category.id}`}>
                                <Link
                                  to={to(`/Products/${brand.id}?category=${category.id}`)}
                                  className={linkClass}
                                >
                                  {category.name}
                                </Link>
                              </li>
                            )),
                          )}
                        </ul>
                      </details>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
          {blogCategories.length > 0 && (
            <li>
              <details className="group">
                <summary className={summaryClass}>
                  {t("nav_blog")}
                  <Chevron />
                </summary>
                <ul className="ms-3 border-s border-stone-200 ps-2 text-sm">
                  {blogCategories.map((category) => (
                    <li key={category.id}>
                      <Link to={to(`/Blogs/${category.id}`)} className={linkClass}>
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          )}
          <li>
            <Link to={to("/Branches")} className={linkClass}>
              {t("nav_branches")}
            </Link>
          </li>
          <li>
            <Link to={to("/Catalogs")} className={linkClass}>
              {t("nav_catalogs")}
            </Link>
          </li>
          <li>
            <Link to={to("/rule")} className={linkClass}>
              {t("nav_rules")}
            </Link>
          </li>
          <li className="px-3 pt-3">
            <Link
              to={to("/sale")}
              className="flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2.5 font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              <Icon name="tag" size={18} />
              {t("nav_sale")}
            </Link>
          </li>
        </ul>
      </nav>
    </dialog>
  );
}
