import { createBrowserRouter, data, type RouteObject, redirect } from "react-router";
import { loadMe, requirePermission } from "#staff/lib/me.ts";
import { safeNext } from "#staff/lib/safe-next.ts";
import { Loading } from "./components/page.tsx";
import { RouteError } from "./components/route-error.tsx";
import { currentAccessToken, refreshSession } from "./lib/session.ts";

/** Signed in already (a refresh cookie that still works): the sign-in page goes on to where it was asked to. */
async function signInLoader({ request }: { request: Request }) {
  if (currentAccessToken() || (await refreshSession())) {
    throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  }
  return null;
}

// Each screen is its own chunk: the first load carries the shell and the one screen it opens.
/** The catalogue's products (issue 16): the list and one product's page, each its own chunk. */
const catalogueRoutes: RouteObject[] = [
  {
    path: "/catalogue",
    loader: requirePermission("catalog.view"),
    lazy: async () => ({ Component: (await import("./features/catalogue/products-page.tsx")).ProductsPage }),
  },
  {
    path: "/catalogue/products/:id",
    loader: requirePermission("catalog.view"),
    lazy: async () => ({ Component: (await import("./features/catalogue/product-page.tsx")).ProductPage }),
  },
];

/** The translation workspace (issue 18): the matrix, and the texts of one kind, language and state. */
const translationRoutes: RouteObject[] = [
  {
    path: "/translations",
    loader: requirePermission("translations.edit"),
    lazy: async () => ({ Component: (await import("./features/translations/matrix-page.tsx")).MatrixPage }),
  },
  {
    path: "/translations/work",
    loader: requirePermission("translations.edit"),
    lazy: async () => ({
      Component: (await import("./features/translations/workspace-page.tsx")).WorkspacePage,
    }),
  },
];

/** The storefront's content and the shop's settings (issue 18). */
const contentRoutes: RouteObject[] = [
  {
    path: "/content",
    loader: requirePermission("content.edit"),
    children: [
      { index: true, loader: () => redirect("/content/slides") },
      {
        path: ":kind",
        lazy: async () => ({
          Component: (await import("./features/content/content-list-page.tsx")).ContentListPage,
        }),
      },
      {
        // `new` too: the editor creates when there is no id.
        path: ":kind/:id",
        lazy: async () => ({
          Component: (await import("./features/content/content-edit-page.tsx")).ContentEditPage,
        }),
      },
    ],
  },
  {
    path: "/import",
    loader: requirePermission("import.run"),
    lazy: async () => ({ Component: (await import("./features/import/import-page.tsx")).ImportPage }),
  },
  {
    path: "/settings",
    loader: requirePermission("content.edit"),
    lazy: async () => ({ Component: (await import("./features/content/settings-page.tsx")).SettingsPage }),
  },
];

/** The order desk (issue 17): each screen its own chunk. */
const orderDeskRoutes: RouteObject[] = [
  {
    path: "/orders",
    loader: requirePermission("orders.view"),
    lazy: async () => ({ Component: (await import("./features/orders/orders-page.tsx")).OrdersPage }),
  },
  {
    path: "/orders/new",
    loader: requirePermission("orders.enter"),
    lazy: async () => ({
      Component: (await import("./features/orders/order-entry-page.tsx")).OrderEntryPage,
    }),
  },
  {
    path: "/orders/:number",
    loader: requirePermission("orders.view"),
    lazy: async () => ({ Component: (await import("./features/orders/order-page.tsx")).OrderPage }),
  },
  {
    path: "/couriers",
    loader: requirePermission("orders.view"),
    lazy: async () => ({ Component: (await import("./features/orders/couriers-page.tsx")).CouriersPage }),
  },
  {
    path: "/settlements",
    loader: requirePermission("orders.view"),
    lazy: async () => ({
      Component: (await import("./features/orders/settlements-page.tsx")).SettlementsPage,
    }),
  },
  {
    path: "/customers",
    loader: requirePermission("customers.view"),
    lazy: async () => ({ Component: (await import("./features/orders/customers-page.tsx")).CustomersPage }),
  },
  {
    path: "/customers/:id",
    loader: requirePermission("customers.view"),
    lazy: async () => ({ Component: (await import("./features/orders/customers-page.tsx")).CustomerPage }),
  },
  {
    path: "/reports",
    loader: requirePermission("reports.view"),
    lazy: async () => ({ Component: (await import("./features/home/reports-page.tsx")).ReportsPage }),
  },
  {
    path: "/coupons",
    loader: requirePermission("orders.settings"),
    lazy: async () => ({ Component: (await import("./features/orders/shop-settings-page.tsx")).CouponsPage }),
  },
  {
    path: "/delivery-fees",
    loader: requirePermission("orders.settings"),
    lazy: async () => ({
      Component: (await import("./features/orders/shop-settings-page.tsx")).DeliveryFeesPage,
    }),
  },
  {
    path: "/messages-settings",
    loader: requirePermission("orders.settings"),
    lazy: async () => ({
      Component: (await import("./features/orders/messages-settings-page.tsx")).MessagesSettingsPage,
    }),
  },
  {
    path: "/order-reasons",
    loader: requirePermission("orders.settings"),
    lazy: async () => ({
      Component: (await import("./features/orders/order-reasons-page.tsx")).OrderReasonsPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    // Printouts: the page without the app's frame (print CSS gives each document its paper).
    path: "/print",
    loader: requirePermission("orders.view"),
    hydrateFallbackElement: <Loading />,
    errorElement: <RouteError />,
    children: [
      {
        path: "orders",
        lazy: async () => ({ Component: (await import("./features/orders/print-page.tsx")).PrintOrdersPage }),
      },
      {
        path: "manifest",
        lazy: async () => ({
          Component: (await import("./features/orders/print-page.tsx")).PrintManifestPage,
        }),
      },
    ],
  },
  {
    // The first owner (issue 36): open to anyone holding the link the server printed, while no owner exists.
    path: "/setup",
    hydrateFallbackElement: <Loading />,
    lazy: async () => {
      const { SetupPage, setupLoader } = await import("./features/setup/setup-page.tsx");
      return { Component: SetupPage, loader: setupLoader };
    },
  },
  {
    path: "/sign-in",
    loader: signInLoader,
    hydrateFallbackElement: <Loading />,
    lazy: async () => ({ Component: (await import("./features/auth/sign-in-page.tsx")).SignInPage }),
  },
  {
    id: "app",
    loader: ({ request }) => loadMe(request),
    hydrateFallbackElement: <Loading />,
    lazy: async () => ({ Component: (await import("./features/shell/app-layout.tsx")).AppLayout }),
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: requirePermission("dashboard.view"),
            lazy: async () => ({ Component: (await import("./features/home/home-page.tsx")).HomePage }),
          },
          {
            path: "/account",
            lazy: async () => ({
              Component: (await import("./features/account/account-page.tsx")).AccountPage,
            }),
          },
          {
            path: "/staff-users",
            loader: requirePermission("staff.manage"),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("./features/staff-users/staff-users-page.tsx")).StaffUsersPage,
                }),
              },
              {
                path: "new",
                lazy: async () => ({
                  Component: (await import("./features/staff-users/staff-user-create-page.tsx"))
                    .StaffUserCreatePage,
                }),
              },
              {
                path: ":id",
                lazy: async () => ({
                  Component: (await import("./features/staff-users/staff-user-edit-page.tsx"))
                    .StaffUserEditPage,
                }),
              },
            ],
          },
          {
            path: "/stock",
            loader: requirePermission("stock.view"),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("./features/stock/low-stock-page.tsx")).LowStockPage,
                }),
              },
              {
                path: "sizes/:id",
                lazy: async () => ({
                  Component: (await import("./features/stock/stock-size-page.tsx")).StockSizePage,
                }),
              },
            ],
          },
          {
            path: "/taxonomy",
            loader: requirePermission("catalog.view"),
            children: [
              { index: true, loader: () => redirect("/taxonomy/brands") },
              {
                path: ":kind",
                lazy: async () => ({
                  Component: (await import("./features/taxonomy/taxonomy-list-page.tsx")).TaxonomyListPage,
                }),
              },
              {
                // `new` too: the editor creates when there is no id.
                path: ":kind/:id",
                lazy: async () => ({
                  Component: (await import("./features/taxonomy/taxonomy-edit-page.tsx")).TaxonomyEditPage,
                }),
              },
            ],
          },
          {
            path: "/audit",
            loader: requirePermission("audit.view"),
            lazy: async () => ({ Component: (await import("./features/audit/audit-page.tsx")).AuditPage }),
          },
          ...catalogueRoutes,
          ...orderDeskRoutes,
          ...translationRoutes,
          ...contentRoutes,
          {
            path: "*",
            loader: () => {
              throw data(null, { status: 404 });
            },
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: "/staff" });
