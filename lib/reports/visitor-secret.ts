import { timingSafeEqual } from "node:crypto";
import { newSecretToken, secretTokenHash } from "@/lib/auth/secret-token";

// A visitor has no account to prove who they are, so what they create comes
// with a secret: the upload secret of their photos (POST /api/photos/upload)
// and the creator secret of their report (POST /api/analysis/*). The server
// keeps only the SHA-256 of each; whoever shows the secret is the visitor.

export type VisitorSecret = { secret: string; hash: string };

/** A new secret (32 random bytes, base64url) and the hash to store. */
export function newVisitorSecret(): VisitorSecret {
  const secret = newSecretToken();
  return { secret, hash: secretTokenHash(secret) };
}

/** Does `given` hash to `storedHash`? False when either is missing; compared in constant time. */
export function visitorSecretMatches(storedHash: string | null, given: string | null | undefined): boolean {
  if (!storedHash || !given) return false;
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(secretTokenHash(given), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
