import type { StaffPermission } from "@dukkan/contracts/staff";

export interface MenuEntry {
  /** In-app path (the router's basename is /staff). */
  path: string;
  /** Translation key of its name. */
  label: string;
  permission: StaffPermission;
  /** A live count beside the name: orders waiting for confirmation. */
  badge?: "new_orders";
}

/** The menu, in order. An entry shows only to roles whose permissions include its own. */
export const menu: readonly MenuEntry[] = [
  { path: "/", label: "menu.home", permission: "dashboard.view" },
  { path: "/orders", label: "menu.orders", permission: "orders.view", badge: "new_orders" },
  { path: "/couriers", label: "menu.couriers", permission: "orders.view" },
  { path: "/settlements", label: "menu.settlements", permission: "orders.view" },
  { path: "/customers", label: "menu.customers", permission: "customers.view" },
  { path: "/reports", label: "menu.reports", permission: "reports.view" },
  { path: "/coupons", label: "menu.coupons", permission: "orders.settings" },
  { path: "/delivery-fees", label: "menu.delivery_fees", permission: "orders.settings" },
  { path: "/order-reasons", label: "menu.order_reasons", permission: "orders.settings" },
  { path: "/messages-settings", label: "menu.messages", permission: "orders.settings" },
  { path: "/catalogue", label: "menu.catalogue", permission: "catalog.view" },
  { path: "/taxonomy", label: "menu.taxonomy", permission: "catalog.view" },
  { path: "/stock", label: "menu.stock", permission: "stock.view" },
  { path: "/translations", label: "menu.translations", permission: "translations.edit" },
  { path: "/content", label: "menu.content", permission: "content.edit" },
  { path: "/settings", label: "menu.settings", permission: "content.edit" },
  { path: "/import", label: "menu.import", permission: "import.run" },
  { path: "/audit", label: "menu.audit", permission: "audit.view" },
  { path: "/staff-users", label: "menu.staff_users", permission: "staff.manage" },
];

export const menuFor = (permissions: readonly StaffPermission[]) =>
  menu.filter((entry) => permissions.includes(entry.permission));
