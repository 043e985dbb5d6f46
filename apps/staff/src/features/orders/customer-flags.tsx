import { formatDateTime } from "@dukkan/client-kit/dates";
import { formatPhone } from "@dukkan/client-kit/phone";
import { blockReasonMaxLength, type OrderCustomerFlags } from "@dukkan/contracts/customer-record";
import type { FieldErrorCodes } from "@dukkan/contracts/field-errors";
import type { StaffOrder } from "@dukkan/contracts/order-desk";
import { useId, useState } from "react";
import { Button } from "#staff/components/button.tsx";
import { Field, FormAlert } from "#staff/components/field.tsx";
import { Ltr } from "#staff/components/islands.tsx";
import { Panel } from "#staff/components/page.tsx";
import { serverFieldErrors } from "#staff/lib/form-errors.ts";
import { isolatedCount } from "#staff/lib/format.ts";
import { useI18n } from "#staff/lib/i18n.tsx";
import { useMe } from "#staff/lib/me.ts";
import { useBlockPhone, useUnblockPhone } from "./customer-record-api.ts";
import { checkBlock } from "./customer-record-form.ts";

/**
 * The customer's record beside an order (issue 38, decision 0034): a badge when the phone refused deliveries
 * before, and one when it is blocked. Nothing when there is nothing to say.
 */
export function CustomerFlagBadges({ refusals, blocked }: OrderCustomerFlags) {
  const { t } = useI18n();
  if (refusals.count === 0 && !blocked) return null;
  const badge = "inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold";
  return (
    <span className="inline-flex flex-wrap gap-1 align-middle">
      {refusals.count > 0 && (
        <span
          className={`${badge} bg-amber-100 text-amber-900`}
          title={t("customer_record.badge_refusals_title", { count: isolatedCount(refusals.count) })}
          data-testid="refusals-badge"
        >
          {t("customer_record.badge_refusals", { count: isolatedCount(refusals.count) })}
        </span>
      )}
      {blocked && (
        <span className={`${badge} bg-red-700 text-white`} data-testid="blocked-badge">
          {t("customer_record.badge_blocked")}
        </span>
      )}
    </span>
  );
}

/** The order page's warning: a blocked phone's order waits for a person to speak to the customer. */
export function BlockedOrderWarning({ blocked }: Pick<OrderCustomerFlags, "blocked">) {
  const { t } = useI18n();
  if (!blocked) return null;
  return (
    <div className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-bold">{t("customer_record.order_warning")}</p>
      <p>{t("customer_record.order_warning_reason", { reason: blocked.reason })}</p>
    </div>
  );
}

/** The refusal record in words: how many, and when the last one was. */
export function RefusalsText({ refusals }: Pick<OrderCustomerFlags, "refusals">) {
  const { t, language } = useI18n();
  if (refusals.count === 0) return <p>{t("customer_record.refusals_none")}</p>;
  return (
    <p>
      <strong>{t("customer_record.refusals_count", { count: isolatedCount(refusals.count) })}</strong>
      {refusals.last_at && (
        <> · {t("customer_record.refusals_last", { date: formatDateTime(refusals.last_at, language) })}</>
      )}
    </p>
  );
}

/**
 * The phone's block, and blocking or unblocking it (`customers.edit`): on the customer page, and on the order page
 * for customers who never registered (the block list is by phone).
 */
export function PhoneBlockControl({
  phone,
  blocked,
  hint,
}: Pick<OrderCustomerFlags, "blocked"> & { phone: string; hint?: string }) {
  const { t, language } = useI18n();
  const me = useMe();
  const canEdit = me.permissions.includes("customers.edit");
  const block = useBlockPhone();
  const unblock = useUnblockPhone();
  const [reason, setReason] = useState("");
  const [checked, setChecked] = useState<FieldErrorCodes>({});
  const headingId = useId();
  const reasonError = (Object.keys(checked).length > 0 ? checked : serverFieldErrors(block.error)).reason;
  // What the reason's field does not say (a phone the server would refuse, a failure) is said above the form.
  const refused = block.error || Object.keys(checked).length > 0;
  const failed = (refused && !reasonError) || unblock.error ? t("errors.generic") : null;

  return (
    <section aria-labelledby={headingId} className="space-y-3 text-sm">
      <h3 id={headingId} className="font-bold text-slate-800">
        {blocked ? t("customer_record.blocked") : t("customer_record.not_blocked")}{" "}
        <Ltr>{formatPhone(phone)}</Ltr>
      </h3>
      <FormAlert>{failed}</FormAlert>
      {blocked ? (
        <>
          <p>{t("customer_record.blocked_reason", { reason: blocked.reason })}</p>
          <p className="text-slate-700">
            {t("customer_record.blocked_by", {
              name: blocked.by?.name || "—",
              date: formatDateTime(blocked.at, language),
            })}
          </p>
          {canEdit && (
            <Button look="secondary" disabled={unblock.isPending} onClick={() => unblock.mutate(phone)}>
              {t("customer_record.unblock")}
            </Button>
          )}
        </>
      ) : (
        canEdit && (
          <form
            noValidate
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              const errors = checkBlock(phone, reason);
              setChecked(errors);
              if (Object.keys(errors).length > 0) return block.reset();
              block.mutate({ phone, reason }, { onSuccess: () => setReason("") });
            }}
          >
            <Field
              label={t("customer_record.block_reason")}
              hint={hint ?? t("customer_record.block_hint")}
              value={reason}
              maxLength={blockReasonMaxLength}
              error={reasonError}
              onChange={(event) => setReason(event.target.value)}
            />
            <Button type="submit" look="danger" disabled={block.isPending}>
              {t("customer_record.block")}
            </Button>
          </form>
        )
      )}
    </section>
  );
}

/** The order page's side panel: the phone's refusals and its block, which staff may set from the order itself. */
export function OrderCustomerRecord({ order }: { order: StaffOrder }) {
  const { t } = useI18n();
  return (
    <Panel title={t("customer_record.title")}>
      <div className="space-y-4 text-sm">
        <section className="space-y-1" aria-label={t("customer_record.refusals")}>
          <h3 className="font-bold text-slate-800">{t("customer_record.refusals")}</h3>
          <RefusalsText refusals={order.refusals} />
        </section>
        <PhoneBlockControl
          phone={order.customer.phone}
          blocked={order.blocked}
          hint={t("customer_record.order_block_hint")}
        />
      </div>
    </Panel>
  );
}
