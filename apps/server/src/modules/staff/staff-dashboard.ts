import { roleCan, type StaffDashboard, writableLanguages } from "@dukkan/contracts";
import type { CatalogInsights } from "#server/modules/catalog/catalog-insights.service.ts";
import type { OrdersInsights } from "#server/modules/orders/orders-insights.service.ts";
import type { StaffPrincipal } from "./staff-principal.ts";

/** The home screen's numbers; each section only for a role that may use the screen it links to. */
export function createStaffDashboard(deps: { orders: OrdersInsights; catalog: CatalogInsights }) {
  return {
    async forStaff(staff: StaffPrincipal): Promise<StaffDashboard> {
      const can = (permission: Parameters<typeof roleCan>[1]) => roleCan(staff.role, permission);
      const translatable = writableLanguages(staff).filter((lang) => lang !== "ar");
      const [ordersToday, lowStock, hidden, missing] = await Promise.all([
        can("orders.view") ? deps.orders.todayByStatus() : undefined,
        can("stock.view") ? deps.catalog.lowStock() : undefined,
        can("catalog.view") ? deps.catalog.hiddenProducts() : undefined,
        can("translations.edit") ? deps.catalog.missingTranslations(translatable) : undefined,
      ]);
      return {
        ...(ordersToday && { orders_today: ordersToday }),
        ...(lowStock && { low_stock: lowStock }),
        ...(hidden && { hidden_products: hidden }),
        ...(missing && { missing_translations: missing }),
      };
    },
  };
}
export type StaffDashboardService = ReturnType<typeof createStaffDashboard>;
