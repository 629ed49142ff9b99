import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { IntegrationService } from "@/lib/generated/prisma/enums";
import { encryptionKey } from "./secrets";

// Provider keys set in the console live in integration_secrets, encrypted with
// AES-256-GCM under ENCRYPTION_KEY: "v1." + base64url(iv | tag | ciphertext).

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptSecret(plaintext: string, key: Buffer = encryptionKey()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The plaintext, or an error when the value was not encrypted under this key (a changed ENCRYPTION_KEY). */
export function decryptSecret(stored: string, key: Buffer = encryptionKey()): string {
  const [version, data] = stored.split(".", 2);
  if (version !== VERSION || !data) throw new Error("Unknown integration secret format");
  const raw = Buffer.from(data, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
}

/** A short, safe-to-show preview of a key: its prefix and last four characters. */
export function secretPreview(plaintext: string): string {
  const prefix = plaintext.match(/^[a-z]+_(test_|live_)?/)?.[0] ?? "";
  // By code point, so a preview never ends in half a surrogate pair.
  return `${prefix}...${Array.from(plaintext).slice(-4).join("")}`;
}

/** Stores (or replaces) one encrypted key of a service; the console's Integrations tab writes through this. */
export async function storeIntegrationSecret(
  service: IntegrationService,
  name: string,
  plaintext: string,
): Promise<void> {
  const data = { ciphertext: encryptSecret(plaintext), preview: secretPreview(plaintext) };
  await db.integrationSecret.upsert({
    where: { service_name: { service, name } },
    create: { service, name, ...data },
    update: data,
  });
}

/** The decrypted keys stored for a service, by name (empty when none are stored): one indexed read. */
export async function readIntegrationSecrets(service: IntegrationService): Promise<Record<string, string>> {
  const rows = await db.integrationSecret.findMany({
    where: { service },
    select: { name: true, ciphertext: true },
  });
  return Object.fromEntries(rows.map((row) => [row.name, decryptSecret(row.ciphertext)]));
}
