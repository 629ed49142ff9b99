import { createHmac } from "node:crypto";
import { encryptionKey } from "@/lib/config/secrets";

// One mailbox, one person: what is given once per person (the first free report, a voucher's
// redemption, a referral, the free summaries of a day) is counted per mailbox, not per address,
// so "+tag" aliases and Gmail's dotted spellings of one inbox count as one.

/** Providers that deliver mail for a local part whatever its dots, and the domain they share. */
const DOTS_IGNORED: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address delivers to: lower-cased, without a "+tag" (delivered to the same
 * mailbox by every large provider), and for Gmail without dots and with one domain.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const shared = DOTS_IGNORED[domain];
  if (shared) {
    domain = shared;
    local = local.replace(/\./g, "") || local;
  }
  return `${local}@${domain}`;
}

/** Whether two addresses deliver to one mailbox. */
export function sameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}

/**
 * Keyed hash of a text for one purpose: tables that remember mailboxes cannot be reversed by
 * hashing guessed addresses, and one purpose's hashes say nothing of another's.
 */
export function keyedHash(purpose: string, text: string): string {
  return createHmac("sha256", encryptionKey()).update(`${purpose}:${text}`).digest("hex");
}

/** The keyed hash of the mailbox an address delivers to. */
export function mailboxHash(purpose: string, email: string): string {
  return keyedHash(purpose, mailboxOf(email));
}
