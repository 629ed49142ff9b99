import { execFileSync, spawn } from "node:child_process";
import { chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

// Debian's PgBouncer between the app and a PostgreSQL server, as docs/scaling.md recommends in
// front of a server with few connections: a configuration of its own in a temporary folder, on a
// free port, passing every database of the server through with the server's user and password.

export const PGBOUNCER = process.env.PGBOUNCER_BINARY ?? "/usr/sbin/pgbouncer";

export type PgBouncer = {
  port: number;
  /** `databaseUrl` (a database on the server behind it) reached through PgBouncer instead. */
  url: (databaseUrl: string) => string;
  /** How many transactions PgBouncer has passed to `database` so far (its admin console's SHOW STATS). */
  transactions: (database: string) => Promise<number>;
  /** Everything PgBouncer logged so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Starts PgBouncer in the foreground in front of `serverUrl`'s host, in `mode`, and waits until it accepts connections. */
export async function startPgBouncer(
  serverUrl: string,
  mode: "transaction" | "session" = "transaction",
): Promise<PgBouncer> {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const folder = mkdtempSync(path.join(tmpdir(), "skinsight-pgbouncer-"));
  const port = await freePort();
  // It logs into the server as each client's user, with the password the auth file holds.
  writeFileSync(
    path.join(folder, "users.txt"),
    `${quoted(user)} ${quoted(decodeURIComponent(server.password))}\n`,
  );
  writeFileSync(
    path.join(folder, "pgbouncer.ini"),
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      `admin_users = ${user}`,
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(folder, "users.txt")}`,
      `pool_mode = ${mode}`,
      "max_client_conn = 200",
      "default_pool_size = 20",
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root: it takes the identity of PostgreSQL's own user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    chownSync(folder, id("-u"), id("-g"));
  }
  const child = spawn(
    PGBOUNCER,
    [...(asRoot ? ["-u", "postgres"] : []), path.join(folder, "pgbouncer.ini")],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
  const deadline = Date.now() + 10_000;
  while (!(await accepts())) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pgbouncer did not listen on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: (databaseUrl) => {
      const through = new URL(databaseUrl);
      through.hostname = "127.0.0.1";
      through.port = String(port);
      return through.toString();
    },
    transactions: async (database) => {
      const admin = new URL(serverUrl);
      admin.hostname = "127.0.0.1";
      admin.port = String(port);
      admin.pathname = "/pgbouncer";
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        const { rows } = await client.query<{ database: string; total_xact_count: string }>("SHOW STATS");
        return Number(rows.find((row) => row.database === database)?.total_xact_count ?? 0);
      } finally {
        await client.end();
      }
    },
    output: () => output,
    stop,
  };
}
