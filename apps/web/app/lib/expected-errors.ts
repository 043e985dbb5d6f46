import { data } from "react-router";

/** Services throw errors with `statusCode: 404` for unknown ids: answer those with a 404 response. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if ((error as { statusCode?: unknown } | null)?.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** A positive integer id from a route parameter, else a 404 response. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id <= 0) {
    throw data(null, { status: 404 });
  }
  return id;
}
