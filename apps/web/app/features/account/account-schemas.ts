import { browserFieldErrors, type FieldErrorMap } from "#app/lib/form-errors.ts";

/**
 * The contracts' account schemas (the server's own), loaded when a form is first touched: zod stays off the
 * account pages' first view (decision 0004), and a submit rarely waits for it.
 */
const schemas = () => import("@dukkan/contracts/accounts");
type AccountSchemas = Awaited<ReturnType<typeof schemas>>;
type Schema = Parameters<typeof browserFieldErrors>[0];

/** Starts loading the schemas (a form's first focus or input), so that its submit need not wait. */
export function preloadAccountSchemas(): void {
  schemas().catch(() => undefined);
}

/**
 * A form's values checked in the browser with the schema the server checks them with: field → message in the
 * page's language, or null when they pass, or when the schemas could not be loaded (the server checks anyway).
 */
export async function checkAccountForm(
  pick: (loaded: AccountSchemas) => Schema,
  values: unknown,
  t: (key: string) => string,
): Promise<FieldErrorMap | null> {
  const loaded = await schemas().catch(() => null);
  return loaded ? browserFieldErrors(pick(loaded), values, t) : null;
}
