import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// A PostgreSQL cluster of a test's own, on a port of its own, so a fault test can stop and
// restart "the database" without touching the shared server other tests use.

const POSTGRES_ROOT = "/usr/lib/postgresql";

/** The bin folder of the newest PostgreSQL installed the Debian way, or null. */
export function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((name) => existsSync(path.join(POSTGRES_ROOT, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(POSTGRES_ROOT, versions[0], "bin") : null;
}

export type PrivatePostgres = {
  /** postgresql://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every connection is cut, in-flight statements fail. */
  restart: () => void;
  stop: () => void;
  start: () => void;
  /** Stops the server and deletes its folder. */
  destroy: () => void;
};

/** Whether the server must run as the `postgres` OS user (it refuses to run as root). */
const asRoot = () => process.getuid?.() === 0;

function runAsOwner(bin: string, args: string[]): void {
  const [command, commandArgs] = asRoot() ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** initdb + pg_ctl start on 127.0.0.1:port with trust authentication. */
export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL found under ${POSTGRES_ROOT}`);
  const folder = mkdtempSync(path.join(tmpdir(), "skinsight-pg-"));
  if (asRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(folder, uid, gid);
  }
  const data = path.join(folder, "data");
  runAsOwner(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  // fsync off: a test cluster; every restart here is a clean shutdown, which writes everything anyway.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) =>
    runAsOwner(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(folder, "server.log"), "-w", ...args]);
  const start = () => pgCtl("-o", options, "start");
  const stop = () => pgCtl("-m", "fast", "stop");
  const destroy = () => {
    process.off("exit", destroy);
    try {
      stop();
    } catch {
      // already stopped
    }
    rmSync(folder, { recursive: true, force: true });
  };
  start();
  // A test that times out before its afterAll must not leave a server on the port.
  process.on("exit", destroy);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () => pgCtl("-m", "fast", "-o", options, "restart"),
    stop,
    start,
    destroy,
  };
}
