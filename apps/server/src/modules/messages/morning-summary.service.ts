import { addDays, shopDay, shopTimeZone } from "@dukkan/contracts/shop-days";
import type { Db } from "@dukkan/db";
import type { MorningSummary, SystemMessages } from "./system-messages.service.ts";

/** Baghdad has no daylight saving (UTC+3 since 2008): its midnight is 21:00 UTC the day before. */
const baghdadOffsetMs = 3 * 60 * 60_000;
export const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - baghdadOffsetMs);
/** The hour of the day in Baghdad at an instant. */
const baghdadHour = (at: Date) => new Date(at.getTime() + baghdadOffsetMs).getUTCHours();

/**
 * The owner's morning summary (decision 0038): from `hour` (Asia/Baghdad) on, each instance checks every few
 * minutes whether the day's summary is written; the first to find it missing writes it. Its rows carry a
 * unique key per day and recipient, so two instances checking at once still write each message once.
 */
export function createMorningSummary(deps: {
  db: Db;
  messages: SystemMessages;
  /** The hour it is sent from; null: never. */
  hour: number | null;
  /** Who gets it: OWNER_SUMMARY_TO, else STAFF_ALERT_TO. */
  recipients: () => readonly string[];
  /** The figures of a day (YYYY-MM-DD, Baghdad) for the message. */
  figures: (day: string) => Promise<Omit<MorningSummary, "date">>;
  checkEveryMs?: number;
  log?: { error(obj: unknown, msg: string): void };
}) {
  const { db, messages, hour } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  /** Writes the summary of the day before `now` when it is due and not written yet; returns the rows written. */
  async function runOnce(now = new Date()): Promise<number> {
    if (hour === null || baghdadHour(now) < hour) return 0;
    const recipients = deps.recipients();
    if (recipients.length === 0) return 0;
    const yesterday = addDays(shopDay(now), -1);
    if (await messages.summaryWritten(db, yesterday)) return 0;
    const figures = await deps.figures(yesterday);
    return messages.queueMorningSummary(db, recipients, { date: yesterday, ...figures });
  }

  return {
    runOnce,
    timeZone: shopTimeZone,
    start() {
      if (hour === null || timer) return;
      const tick = () => {
        running = runOnce().catch((error: unknown) => deps.log?.error({ err: error }, "morning summary"));
      };
      timer = setInterval(tick, deps.checkEveryMs ?? 5 * 60_000);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
