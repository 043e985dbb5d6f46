import { noRefusals, type OrderCustomerFlags, type PhoneBlock } from "@dukkan/contracts";
import type { RefusalsService } from "./refusals.service.ts";

/** The blocks among these phones, by phone (the clients module's block list). */
export type PhoneBlocks = (phones: string[]) => Promise<Map<string, PhoneBlock>>;

/**
 * What the order list and the order page show beside each order (issue 38, decision 0034): the phone's refusal
 * record and its block, if any; two queries for a whole page of orders, whatever its size.
 */
export function createCustomerFlags(refusals: RefusalsService, blocks: PhoneBlocks) {
  return async (phones: string[]): Promise<(phone: string) => OrderCustomerFlags> => {
    const [counted, blocked] = await Promise.all([refusals.of(phones), blocks(phones)]);
    return (phone) => ({ refusals: counted.get(phone) ?? noRefusals, blocked: blocked.get(phone) ?? null });
  };
}
export type CustomerFlags = ReturnType<typeof createCustomerFlags>;
