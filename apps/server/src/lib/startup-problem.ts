import { AppError } from "./app-error.ts";

const maxLength = 400;

/**
 * An unexpected start-up error as one short line: the database's own message and code when there is one (a
 * failed query's error wraps it, with its SQL and every parameter: once 600 KB of seed values in one line),
 * field errors by name for an AppError (a weak OWNER_PASSWORD), and never more than a few hundred characters.
 */
export function startupProblem(error: unknown): string {
  if (error instanceof AppError) {
    const fields = Object.entries(error.errors ?? {}).map(
      ([field, messages]) => `${field}: ${messages.join(", ")}`,
    );
    return [error.message, ...fields].join("; ");
  }
  let root: unknown = error;
  while (root instanceof Error && root.cause && !(root as { code?: unknown }).code) root = root.cause;
  const code = (root as { code?: unknown }).code;
  const message = root instanceof Error ? root.message : String(root);
  const line = message.split("\n")[0]?.trim() ?? "";
  const short = line.length > maxLength ? `${line.slice(0, maxLength)}…` : line;
  return typeof code === "string" ? `${short} (${code})` : short;
}
