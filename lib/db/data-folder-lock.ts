import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

// PGlite has no lock of its own: two processes on one folder would corrupt it.

export class DataFolderLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process (pid ${pid}). ` +
        `Stop that process, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server.`,
    );
  }
}

const LOCK_FILE = "app.lock";

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A killed process may linger as a zombie and still answer kill(pid, 0).
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

/** Takes the folder for this process; returns a function that releases it. */
export function lockDataFolder(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once("exit", release);
      return () => {
        process.removeListener("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new DataFolderLockedError(dataDir, holder);
      }
      rmSync(file, { force: true }); // stale lock of a dead process
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
