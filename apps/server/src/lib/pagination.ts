import type { Paginated, PaginationQuery } from "@dukkan/contracts";

export const pageWindow = ({ page, per_page }: PaginationQuery) => ({
  limit: per_page,
  offset: (page - 1) * per_page,
});

/** A page past the end is an empty `data` with the right `total`. */
export function paginated<T>(data: T[], total: number, { page, per_page }: PaginationQuery): Paginated<T> {
  return { data, total, page, per_page, last_page: Math.max(1, Math.ceil(total / per_page)) };
}
