import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { lockDataFolder } from "./data-folder-lock";
import { pgliteExtensions } from "./pglite-extensions";

/** The embedded PostgreSQL (PGlite) in DATA_DIR, or in memory for `memory://`. */
export async function openEmbeddedDatabase(dataDir: string): Promise<PGlite> {
  const { PGlite } = await import("@electric-sql/pglite");
  const extensions = await pgliteExtensions();
  if (dataDir.startsWith("memory://")) return PGlite.create({ extensions });
  const dir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), dataDir);
  mkdirSync(dir, { recursive: true });
  const release = lockDataFolder(dir);
  try {
    const pglite = await PGlite.create(path.join(dir, "pgdata"), { extensions });
    const close = pglite.close.bind(pglite);
    pglite.close = async () => {
      await close();
      release();
    };
    return pglite;
  } catch (error) {
    release();
    throw error;
  }
}
