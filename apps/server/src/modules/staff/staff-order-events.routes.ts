import { formatShopMoney } from "@dukkan/client-kit/money";
import { errorEnvelopeSchema } from "@dukkan/contracts";
import type { FastifyInstance } from "fastify";
import { requirePermission, staffAuthErrors } from "./staff-auth.ts";

/** A stream ends after this long; the app opens another with a fresh token (a session ended is then refused). */
const streamLifetimeMs = 5 * 60_000;
/** A comment line now and then keeps proxies from closing a quiet stream. */
const heartbeatMs = 25_000;

/**
 * `GET /staff/orders/events`: server-sent events for the staff app's new-order alerts (decision 0038). One
 * `order` event per order placed while the stream is open, from any instance. Authenticated like every staff
 * endpoint (a Bearer token: the app reads the stream with fetch, as EventSource cannot send the header).
 */
export async function staffOrderEventsRoutes(app: FastifyInstance) {
  const open = new Set<() => void>();
  app.addHook("preClose", async () => {
    for (const end of open) end();
  });

  app.get(
    "/staff/orders/events",
    {
      onRequest: requirePermission("orders.view"),
      schema: {
        tags: ["staff"],
        summary: "New orders as they are placed (text/event-stream)",
        description:
          "Send `Accept: text/event-stream` (else 406). Each new order is an `order` event whose data is `{order_number, total, total_text, customer}`. The " +
          "stream starts with `retry: 5000`, sends a comment every 25 s and ends after 5 minutes: reconnect.",
        security: [{ apiKey: [], bearer: [] }],
        response: { 406: errorEnvelopeSchema, ...staffAuthErrors },
      },
    },
    async (request, reply) => {
      // Only for a reader of event streams: anything else gets a plain refusal rather than a stream that stays open.
      if (!/text\/event-stream/.test(request.headers.accept ?? "")) {
        return reply
          .status(406)
          .send({ message: "This endpoint answers text/event-stream only", code: "bad_request" });
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
        connection: "keep-alive",
      });
      raw.write("retry: 5000\n\n");
      let ended = false;
      let unsubscribe: (() => void) | null = null;
      let heartbeat: NodeJS.Timeout | undefined;
      let lifetime: NodeJS.Timeout | undefined;
      function end() {
        if (ended) return;
        ended = true;
        open.delete(end);
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe?.();
        raw.end();
      }
      // Listened for before subscribing: a reader gone meanwhile still ends its subscription.
      request.raw.on("close", end);
      open.add(end);
      const subscription = await app.services.newOrders.subscribe((order) => {
        const data = {
          order_number: order.orderNumber,
          total: order.total,
          total_text: formatShopMoney(order.total),
          customer: order.customer,
        };
        raw.write(`event: order\nid: ${order.id}\ndata: ${JSON.stringify(data)}\n\n`);
      });
      if (ended) return subscription();
      unsubscribe = subscription;
      heartbeat = setInterval(() => raw.write(": ping\n\n"), heartbeatMs);
      lifetime = setTimeout(end, streamLifetimeMs);
    },
  );
}
