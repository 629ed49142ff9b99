import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataFolderLockedError, lockDataFolder } from "@/lib/db/data-folder-lock";
import { openEmbeddedDatabase } from "@/lib/db/embedded";

const root = mkdtempSync(path.join(tmpdir(), "skinsight-embedded-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts a second process that opens the folder and holds it until killed. */
function holdFolderInAnotherProcess(dataDir: string) {
  const script = path.join(root, "holder.mts");
  writeFileSync(
    script,
    `import { openEmbeddedDatabase } from ${JSON.stringify(path.resolve("lib/db/embedded.ts"))};
     await openEmbeddedDatabase(${JSON.stringify(dataDir)});
     console.log("ready");
     setInterval(() => {}, 1000);`,
  );
  // `node --import tsx` keeps the holder in this very process id (the tsx binary would fork).
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return { child, ready };
}

describe("the embedded database folder", () => {
  it("keeps its data across restarts", async () => {
    const dir = path.join(root, "persist");
    const first = await openEmbeddedDatabase(dir);
    await first.exec("CREATE TABLE notes (body text); INSERT INTO notes VALUES ('kept')");
    await first.close();
    const second = await openEmbeddedDatabase(dir);
    const { rows } = await second.query<{ body: string }>("SELECT body FROM notes");
    await second.close();
    expect(rows).toEqual([{ body: "kept" }]);
  });

  it("refuses a second process with a clear message, and is free again once that process dies", async () => {
    const dir = path.join(root, "shared");
    const holder = holdFolderInAnotherProcess(dir);
    await holder.ready;
    try {
      await expect(openEmbeddedDatabase(dir)).rejects.toThrow(DataFolderLockedError);
      await expect(openEmbeddedDatabase(dir)).rejects.toThrow(
        new RegExp(`in use by another process \\(pid ${holder.child.pid}\\)`),
      );
    } finally {
      holder.child.kill("SIGKILL");
      await new Promise((resolve) => holder.child.once("exit", resolve));
    }
    // The dead holder left its lock file behind; it is recognised as stale.
    const reopened = await openEmbeddedDatabase(dir);
    await reopened.close();
  });

  it("refuses a second open within the same process too", () => {
    const dir = mkdtempSync(path.join(root, "same-"));
    const release = lockDataFolder(dir);
    try {
      expect(() => lockDataFolder(dir)).toThrow(DataFolderLockedError);
    } finally {
      release();
    }
    lockDataFolder(dir)();
  });
});
