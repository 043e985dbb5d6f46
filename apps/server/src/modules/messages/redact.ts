/** A recipient as logs may show it: `+96477•••••67`, `z•••@example.com`. Never the full phone or address. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf("@");
  if (at > 0) return `${recipient[0]}•••${recipient.slice(at)}`;
  if (recipient.length <= 6) return "•••";
  return `${recipient.slice(0, 6)}${"•".repeat(recipient.length - 8)}${recipient.slice(-2)}`;
}
