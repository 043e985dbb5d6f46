import * as Dialog from "@radix-ui/react-dialog";
import { Suspense, useState } from "react";
import { Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { LanguageSelect } from "#staff/components/language-select.tsx";
import { Loading } from "#staff/components/page.tsx";
import { NewOrderAlertsForStaff } from "#staff/features/orders/new-order-alerts.tsx";
import { NewOrdersCount } from "#staff/features/orders/new-orders-count.tsx";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { queryClient } from "#staff/lib/query-client.ts";
import { signOut } from "#staff/lib/session.ts";
import { useGlobalShortcuts } from "#staff/lib/shortcuts.ts";
import { menuFor } from "./menu.ts";

/** Every signed-in screen: the menu (a drawer below 1024 px), the header, and the page. */
export function AppLayout() {
  useGlobalShortcuts();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { t } = useI18n();
  const location = useLocation();
  // A link followed in the drawer closes it.
  const [drawerPath, setDrawerPath] = useState(location.pathname);
  if (drawerPath !== location.pathname) {
    setDrawerPath(location.pathname);
    setDrawerOpen(false);
  }

  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t("common.skip_to_content")}
      </a>
      <aside className="sticky top-0 hidden h-screen w-64 shrink-0 overflow-y-auto border-e border-slate-200 bg-white p-4 lg:block">
        <Brand />
        <MainMenu />
      </aside>
      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
          <Dialog.Content className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-xl lg:hidden">
            <div className="mb-4 flex items-center justify-between">
              <Dialog.Title asChild>
                <p className="text-lg font-bold text-brand-700">{t("app.name")}</p>
              </Dialog.Title>
              <Dialog.Close className="rounded-md p-2 text-slate-700 hover:bg-slate-100">
                <span aria-hidden="true">✕</span>
                <span className="sr-only">{t("menu.close")}</span>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{t("menu.description")}</Dialog.Description>
            <MainMenu />
          </Dialog.Content>
        </Dialog.Portal>
        <div className="min-w-0 flex-1">
          <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
            <Dialog.Trigger className="shrink-0 rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden">
              <MenuIcon />
              <span className="sr-only">{t("menu.open")}</span>
            </Dialog.Trigger>
            {/* Below 640 px the drawer carries the name: the header keeps room for language and account. */}
            <div className="hidden sm:block lg:hidden">
              <Brand />
            </div>
            <div className="ms-auto flex min-w-0 items-center gap-2">
              <NewOrderAlertsForStaff />
              <LanguageSelect />
              <AccountMenu />
            </div>
          </header>
          <PublishedPasswordBanner />
          <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </Dialog.Root>
    </div>
  );
}

function Brand() {
  const { t } = useI18n();
  return (
    <Link to="/" className="block text-lg font-bold text-brand-700 lg:mb-6">
      {t("app.name")}
    </Link>
  );
}

function MainMenu() {
  const { t } = useI18n();
  const me = useMe();
  return (
    <nav aria-label={t("menu.label")}>
      <ul className="space-y-1">
        {menuFor(me.permissions).map((entry) => (
          <li key={entry.path}>
            <NavLink
              to={entry.path}
              end={entry.path === "/"}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 font-bold ${
                  isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              {t(entry.label)}
              {entry.badge === "new_orders" && <NewOrdersCount />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountMenu() {
  const { t } = useI18n();
  const me = useMe();
  const navigate = useNavigate();
  async function onSignOut() {
    await signOut();
    // Leave the signed-in screens first: clearing their data while they show would refetch it.
    await navigate("/sign-in", { replace: true });
    queryClient.clear();
  }
  return (
    <div className="flex min-w-0 items-center gap-1">
      <Link
        to="/account"
        className="min-w-0 max-w-40 truncate rounded-md px-2 py-2 text-sm font-bold text-slate-800 hover:bg-slate-100"
      >
        <span className="sr-only">{t("account.title")}: </span>
        {me.name}
      </Link>
      <button
        type="button"
        onClick={onSignOut}
        className="shrink-0 rounded-md px-2 py-2 text-sm font-bold text-slate-700 hover:bg-slate-100"
      >
        {t("common.sign_out")}
      </button>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** The account still has the demo owner's password printed in the README (issue 36): said on every screen. */
function PublishedPasswordBanner() {
  const { t } = useI18n();
  const me = useMe();
  if (!me.published_password) return null;
  return (
    // No live role: it is there from the first paint, and screens keep role="alert" for their own failures.
    <div
      data-banner="published-password"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      {t("demo_password.warning")}{" "}
      <Link to="/account" className="font-bold underline">
        {t("demo_password.change")}
      </Link>
    </div>
  );
}
