import { type ComponentType, lazy, Suspense, useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "#app/components/ui/icons.tsx";
import { StaticIsland } from "#app/components/ui/static-island.tsx";
import { cartPanel, useCartPanelOpen } from "#app/lib/cart/cart-panel-state.ts";
import { useCart } from "#app/lib/cart/cart-store.ts";
import type { FrameData } from "#app/lib/frame-data.ts";
import { useTranslation } from "#app/lib/i18n.tsx";
import { stripLanguagePrefix } from "#app/lib/language.ts";
import { useLocalize } from "#app/lib/use-localized-path.ts";
import { DesktopMenu } from "./desktop-menu.tsx";
import { TopBar } from "./top-bar.tsx";
import { useScrolledPast } from "./use-scrolled-past.ts";
import { useWishlistCount } from "./use-wishlist-count.ts";

// Interaction-only pieces: loaded when the customer first opens them (docs/decisions/0004).
const MobileDrawer = lazy(() => import("./mobile-drawer.tsx"));

/** Spec §9: on the home page only, the main bar is fixed once the page is scrolled more than 100 px. */
const FIX_AFTER_PX = 100;

const iconButton =
  "relative flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700";

function Badge({ count, testId }: { count: number; testId: string }) {
  return (
    <span
      data-testid={testId}
      data-count={count}
      aria-hidden="true"
      className={`absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] font-bold leading-5 text-white ${count > 0 ? "" : "hidden"}`}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** The features the header opens; the root passes them in (lazy), so the frame does not import features. */
export interface HeaderPanels {
  SearchOverlay: ComponentType<{ onClose: () => void }>;
  CartPanel: ComponentType;
}

export function SiteHeader({
  frame,
  userName,
  panels: { SearchOverlay, CartPanel },
}: {
  frame: FrameData;
  userName: string | null;
  panels: HeaderPanels;
}) {
  const { t, i18n } = useTranslation();
  const to = useLocalize();
  const { pathname } = useLocation();
  const isHome = stripLanguagePrefix(pathname) === "/";
  const fixed = useScrolledPast(FIX_AFTER_PX, isHome);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const [searchOpen, setSearchOpen] = useState(false);
  const cartOpen = useCartPanelOpen();
  const { count: cartCount } = useCart();
  const wishlistCount = useWishlistCount(userName !== null);

  return (
    <header>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-teal-800 focus:px-3 focus:py-2 focus:text-white"
      >
        {t("skip_to_content")}
      </a>
      <TopBar phones={frame.phones} userName={userName} />
      {/* Keeps the bar's height in the flow while the bar itself is fixed: no jump when it detaches. */}
      <div className={fixed ? "h-16" : undefined}>
        <div
          data-testid="main-bar"
          data-fixed={fixed ? "true" : "false"}
          className={`z-40 border-b border-stone-200 bg-white ${fixed ? "slide-down fixed inset-x-0 top-0 shadow-md" : "relative"}`}
        >
          <nav
            aria-label={t("main_navigation")}
            className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4"
          >
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-expanded={menuOpen}
              className={`${iconButton} -ms-2 lg:hidden`}
            >
              <Icon name="menu" />
              <span className="sr-only">{t("menu")}</span>
            </button>
            <Link
              to={to("/")}
              className="me-auto flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-teal-700 lg:me-4"
            >
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-lg bg-teal-800 text-lg font-bold text-white"
              >
                {t("site_name").charAt(0)}
              </span>
              <span className="text-xl font-bold text-teal-900">{t("site_name")}</span>
            </Link>
            <StaticIsland id="desktop-menu-island" version={i18n.language}>
              <DesktopMenu parts={frame.parts} blogCategories={frame.blogCategories} />
            </StaticIsland>
            <Link
              to={to("/sale")}
              className="ms-auto hidden items-center gap-1.5 rounded-full bg-red-700 px-4 py-2 text-sm font-bold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 sm:flex"
            >
              <Icon name="tag" size={16} />
              {t("nav_sale")}
            </Link>
            <div className="flex items-center">
              <button type="button" onClick={() => setSearchOpen(true)} className={iconButton}>
                <Icon name="search" />
                <span className="sr-only">{t("nav_search")}</span>
              </button>
              <Link to={to("/Wishlist")} className={iconButton}>
                <Icon name="heart" />
                <span className="sr-only">{t("wishlist_count", { count: wishlistCount })}</span>
                <Badge count={wishlistCount} testId="wishlist-badge" />
              </Link>
              <button type="button" onClick={cartPanel.open} className={`${iconButton} -me-2`}>
                <Icon name="cart" />
                <span className="sr-only">{t("cart_count", { count: cartCount })}</span>
                <Badge count={cartCount} testId="cart-badge" />
              </button>
            </div>
          </nav>
        </div>
      </div>
      <Suspense fallback={null}>
        {menuOpen && (
          <MobileDrawer onClose={closeMenu} parts={frame.parts} blogCategories={frame.blogCategories} />
        )}
        {searchOpen && <SearchOverlay onClose={() => setSearchOpen(false)} />}
        {cartOpen && <CartPanel />}
      </Suspense>
    </header>
  );
}
