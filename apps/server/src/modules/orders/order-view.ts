import { discountedUnitPrice, localize, type Order, type RequestContext } from "@dukkan/contracts";
import type { Db } from "@dukkan/db";
import { mediaUrl } from "#server/lib/media-url.ts";
import type { CitiesService } from "#server/modules/cities/cities.service.ts";
import type { OrderRow, OrdersRepository } from "./orders.repository.ts";

/** Orders as the API shows them: lines, timeline and the governorate's name in the asked language. */
export function createOrderViews(deps: { db: Db; repository: OrdersRepository; cities: CitiesService }) {
  const { db, repository, cities } = deps;

  /** Each order with the ids of its lines, in the lines' order (the staff's line edits name them). */
  async function withItemIds(ctx: RequestContext, rows: OrderRow[]) {
    const [{ items, events }, governorates] = await Promise.all([
      repository.details(
        db,
        rows.map((r) => r.id),
      ),
      rows.length > 0 ? cities.governorates() : Promise.resolve([]),
    ]);
    return rows.map((row) => ({
      itemIds: items.filter((i) => i.orderId === row.id).map((i) => i.id),
      order: {
        order_number: row.orderNumber,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        customer: {
          full_name: row.fullName,
          phone: row.phone,
          email: row.email,
          governorate_id: row.cityId,
          governorate: localize(governorates.find((g) => g.id === row.cityId)?.name, ctx.lang),
          city: row.city,
          address: row.address,
          landmark: row.landmark,
          notes: row.notes,
        },
        items: items
          .filter((i) => i.orderId === row.id)
          .map((i) => ({
            product_id: i.productId,
            color_id: i.productColorId,
            size_id: i.sizeId,
            name: localize(i.name, ctx.lang),
            code: i.code,
            image: mediaUrl(ctx.origin, i.image),
            color: i.colorName ? localize(i.colorName, ctx.lang) : null,
            size: i.sizeName ? localize(i.sizeName, ctx.lang) : null,
            unit_price: i.unitPrice,
            discount: i.discount,
            price: discountedUnitPrice(i.unitPrice, i.discount),
            quantity: i.quantity,
            line_total: i.lineTotal,
          })),
        subtotal: row.subtotal,
        discount: row.discount,
        delivery_fee: row.deliveryFee,
        total: row.total,
        payment_method: row.paymentMethod,
        coupon: row.couponCode,
        // The client sees the statuses its order reached; staff notes and edits stay on the staff's timeline.
        timeline: events
          .filter((e) => e.orderId === row.id && e.kind === "status")
          .map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
      } satisfies Order,
    }));
  }

  async function views(ctx: RequestContext, rows: OrderRow[]): Promise<Order[]> {
    return (await withItemIds(ctx, rows)).map((v) => v.order);
  }

  return {
    views,
    withItemIds: async (ctx: RequestContext, row: OrderRow) => (await withItemIds(ctx, [row]))[0]!,
    async view(ctx: RequestContext, row: OrderRow): Promise<Order> {
      const [order] = await views(ctx, [row]);
      return order as Order;
    },
    /** The order with this id, as shown (it exists: the caller just wrote it). */
    async viewById(ctx: RequestContext, id: number): Promise<Order> {
      const [order] = await views(ctx, [(await repository.byId(db, id)) as OrderRow]);
      return order as Order;
    },
  };
}
export type OrderViews = ReturnType<typeof createOrderViews>;
