import { readFileSync } from "node:fs";
import { type FieldErrorCode, passwordMaxLength, passwordMinLength } from "@dukkan/contracts";

/** The 1,000 most common passwords, lowercased, one a line. */
const commonPasswords: ReadonlySet<string> = new Set(
  readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export const commonPasswordCount = commonPasswords.size;

/** What is wrong with a new password, or null: at least 8 characters and not a common one (any letter case). */
export function passwordProblem(password: string): FieldErrorCode | null {
  // Length in code points, so that emoji and Arabic letters count as one character each.
  const length = [...password].length;
  if (length < passwordMinLength) return "password_too_short";
  if (length > passwordMaxLength) return "password_too_long";
  if (commonPasswords.has(password.trim().toLowerCase())) return "password_too_common";
  return null;
}
