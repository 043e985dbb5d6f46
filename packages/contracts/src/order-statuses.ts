/**
 * The one definition of an order's statuses (issue 34, decision 0029): every other list (the zod enums, the
 * database CHECK, the server's move rules, the staff views, the storefront's timeline) derives from this file.
 * No zod here, so that `packages/db` and the apps can import it cheaply (`@dukkan/contracts/order-statuses`).
 *
 * To add a status: add it to `orderStatuses` (its place is the workflow order the staff list sorts by), give it
 * its rules below (the compiler asks), label it in both apps' locales (a test asks), run `npm run db:generate`
 * for the CHECK.
 */

/**
 * Cash on delivery (issue 17): placed → confirmed → preparing → with_courier → delivered; cancelled, returned.
 * A staff-entered order (issue 38) starts confirmed, or as a draft kept while the customer decides.
 */
export const orderStatuses = [
  "draft",
  "placed",
  "confirmed",
  "preparing",
  "with_courier",
  "delivered",
  "cancelled",
  "returned",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The order desk's saved views that list orders by status (issue 17); `orderViews` adds the others. */
export const statusDeskViews = ["to_confirm", "to_prepare", "with_courier"] as const;
export type StatusDeskView = (typeof statusDeskViews)[number];

export interface OrderStatusRules {
  /** The statuses staff may move an order to from this one. */
  next: readonly OrderStatus[];
  /** Reaching it puts the order's units back on the shelf and releases its coupon use (and it is not spent). */
  returnsStock: boolean;
  /** An order in it has its units off the shelf (taken on entering it from a status that holds none). */
  holdsStock: boolean;
  /** A step of the path the customer expects (the storefront's timeline); the others are side exits. */
  onCustomerPath: boolean;
  /** Its lines may still be edited (before dispatch). */
  editable: boolean;
  /** The desk's saved view that lists orders in it, if any. */
  deskView: StatusDeskView | null;
}

/**
 * Cancelling (any time before delivery, with a reason) and a return (refused at the door) give the stock back.
 * A status with no `next` is final.
 */
export const orderStatusRules: Record<OrderStatus, OrderStatusRules> = {
  // A staff-entered order the customer has not decided on: no stock taken, its lines fixed until confirmed.
  draft: {
    next: ["confirmed", "cancelled"],
    returnsStock: false,
    holdsStock: false,
    onCustomerPath: false,
    editable: false,
    deskView: null,
  },
  placed: {
    next: ["confirmed", "cancelled"],
    returnsStock: false,
    holdsStock: true,
    onCustomerPath: true,
    editable: true,
    deskView: "to_confirm",
  },
  confirmed: {
    next: ["preparing", "cancelled"],
    returnsStock: false,
    holdsStock: true,
    onCustomerPath: true,
    editable: true,
    deskView: "to_prepare",
  },
  preparing: {
    next: ["with_courier", "cancelled"],
    returnsStock: false,
    holdsStock: true,
    onCustomerPath: true,
    editable: true,
    deskView: "to_prepare",
  },
  with_courier: {
    next: ["delivered", "returned", "cancelled"],
    returnsStock: false,
    holdsStock: true,
    onCustomerPath: true,
    editable: false,
    deskView: "with_courier",
  },
  delivered: {
    next: [],
    returnsStock: false,
    holdsStock: true,
    onCustomerPath: true,
    editable: false,
    deskView: null,
  },
  cancelled: {
    next: [],
    returnsStock: true,
    holdsStock: false,
    onCustomerPath: false,
    editable: false,
    deskView: null,
  },
  returned: {
    next: [],
    returnsStock: true,
    holdsStock: false,
    onCustomerPath: false,
    editable: false,
    deskView: null,
  },
};

const where = (test: (rules: OrderStatusRules) => boolean) =>
  orderStatuses.filter((status) => test(orderStatusRules[status]));

/** Which status an order may move to from each status. */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = Object.fromEntries(
  orderStatuses.map((status) => [status, orderStatusRules[status].next]),
) as Record<OrderStatus, readonly OrderStatus[]>;

/** The statuses an order may come from to reach `to`. */
export const orderStatusSources = (to: OrderStatus): OrderStatus[] =>
  where((rules) => rules.next.includes(to));

/** Statuses an order never leaves. */
export const finalOrderStatuses: readonly OrderStatus[] = where((rules) => rules.next.length === 0);

/** The statuses an order starts in: placed (storefront), confirmed or draft (entered by staff). */
export const orderEntryStatuses: readonly OrderStatus[] = ["placed", "confirmed", "draft"];

/** Statuses whose orders hold no stock: drafts, and those that gave it back; their orders count as not spent. */
export const stocklessOrderStatuses: readonly OrderStatus[] = where((rules) => !rules.holdsStock);

/** Statuses that give the order's stock back. */
export const stockReturningOrderStatuses: readonly OrderStatus[] = where((rules) => rules.returnsStock);

/** The path the customer expects, in order; an order off it (a side exit) shows the statuses it reached. */
export const customerOrderPath: readonly OrderStatus[] = where((rules) => rules.onCustomerPath);

/** Statuses off the customer's path: cancelled, returned. */
export const orderSideExits: readonly OrderStatus[] = where((rules) => !rules.onCustomerPath);

/** The statuses whose lines may still be edited (before dispatch). */
export const editableOrderStatuses: readonly OrderStatus[] = where((rules) => rules.editable);

/** The statuses staff may move an order to (every one some status leads to). */
export const orderMoveTargets: readonly OrderStatus[] = orderStatuses.filter(
  (status) => orderStatusSources(status).length > 0,
);

/** The statuses a saved view of the desk lists. */
export const statusesOfDeskView = (view: StatusDeskView): OrderStatus[] =>
  where((rules) => rules.deskView === view);

/** The values of a SQL `IN (...)` (the database CHECK, the status sort); only plain lower-case words. */
export function sqlListOf(values: readonly string[]): string {
  const odd = values.find((value) => !/^[a-z_]+$/.test(value));
  if (odd !== undefined) throw new Error(`Not a plain status name: ${odd}`);
  return values.map((value) => `'${value}'`).join(", ");
}
