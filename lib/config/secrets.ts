import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "./env";

const SECRET_FILE = "local-secret";

let generated: string | undefined;

// Development and testing need no configuration: a random secret is created
// once in DATA_DIR and reused, so sessions survive restarts.
function localSecret(): string {
  if (generated) return generated;
  const dataDir = env().DATA_DIR;
  if (dataDir.startsWith("memory://")) return (generated = randomBytes(32).toString("hex"));
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
  const file = path.join(dir, SECRET_FILE);
  try {
    generated = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      generated = secret;
    } catch {
      generated = readFileSync(file, "utf8").trim(); // another process won the race
    }
  }
  return generated;
}

/** Signs and encrypts session tokens (next-auth). */
export function authSecret(): string {
  return env().NEXTAUTH_SECRET ?? localSecret();
}

/** 32-byte key for secrets stored in the database and for keyed code hashes. */
export function encryptionKey(): Buffer {
  const configured = env().ENCRYPTION_KEY;
  const material = configured ?? `encryption:${localSecret()}`;
  return createHash("sha256").update(material).digest();
}
