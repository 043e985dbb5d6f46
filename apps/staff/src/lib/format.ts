import { groupThousands } from "@dukkan/client-kit/money";

/** Counts with Western digits and grouping, as amounts are shown (`@dukkan/client-kit/money`). */
export const formatCount = (value: number): string => groupThousands(value);

/** A count inside a translated sentence: a left-to-right isolate (U+2066 … U+2069), the text form of `<bdi>`. */
export const isolatedCount = (value: number): string => `\u2066${formatCount(value)}\u2069`;
