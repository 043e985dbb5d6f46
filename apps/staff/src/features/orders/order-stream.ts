import { apiUrl } from "#staff/lib/http.ts";
import { currentAccessToken, refreshSession } from "#staff/lib/session.ts";

/** One `order` event of `GET /staff/orders/events`. */
export interface StreamedOrder {
  order_number: string;
  total: number;
  total_text: string;
  customer: string;
}

/**
 * Reads the staff's new-order stream with fetch (EventSource cannot send the Bearer token), reconnecting after
 * the server ends it (every 5 minutes) or a failure, with a growing wait. Returns the function that stops it.
 */
export function openOrderStream(handlers: {
  onOrder(order: StreamedOrder): void;
  onState(open: boolean): void;
}): () => void {
  const controller = new AbortController();
  let failures = 0;

  async function once() {
    let token = currentAccessToken() ?? (await refreshSession());
    if (!token) throw new Error("signed out");
    const open = (bearer: string) =>
      fetch(apiUrl("staff/orders/events"), {
        headers: { authorization: `Bearer ${bearer}`, accept: "text/event-stream" },
        signal: controller.signal,
      });
    let response = await open(token);
    if (response.status === 403) {
      token = await refreshSession();
      if (!token) throw new Error("signed out");
      response = await open(token);
    }
    if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
    handlers.onState(true);
    failures = 0;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: order$/m.test(block) && data) handlers.onOrder(JSON.parse(data) as StreamedOrder);
        end = buffer.indexOf("\n\n");
      }
    }
  }

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        await once();
      } catch {
        failures += 1;
      }
      handlers.onState(false);
      if (controller.signal.aborted) return;
      const wait = Math.min(60_000, 2_000 * 2 ** Math.min(failures, 5));
      await new Promise((resolve) => setTimeout(resolve, failures === 0 ? 500 : wait));
    }
  })();
  return () => controller.abort();
}
