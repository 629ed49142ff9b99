import { createHash, randomBytes } from "node:crypto";

/** A random token for a link or a challenge: 32 bytes, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash, so a database reader cannot use them. */
export function secretTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
