import { formatIqd } from "@dukkan/client-kit/money";
import type { ReactNode } from "react";
import { formatCount } from "#staff/lib/format.ts";

/** A count in a left-to-right island, so that digits never reorder inside Arabic or Kurdish text. */
export function Count({ value }: { value: number }) {
  return <bdi dir="ltr">{formatCount(value)}</bdi>;
}

/** An amount in dinars as both apps show it (`formatIqd`), in a left-to-right island that does not wrap. */
export function Iqd({ value }: { value: number }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {formatIqd(value)}
    </bdi>
  );
}

/** E-mails, codes and phones: left-to-right whatever the interface language. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
