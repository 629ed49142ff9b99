import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Debian's nginx in front of app instances, as docs/scaling.md runs it in production: the
// configuration is deploy/nginx.conf with the listen port and the instances filled in, and
// every path nginx writes (pid, logs, temporary bodies) in a folder of its own.

export const NGINX = process.env.NGINX_BINARY ?? "/usr/sbin/nginx";

export type Nginx = { url: string; stop: () => Promise<void>; errorLog: () => string };

/** deploy/nginx.conf for `listen` and `upstreams` (host:port), with its paths under `prefix`. */
export function nginxConfig(listen: number, upstreams: string[], prefix: string): string {
  const template = readFileSync(path.resolve("deploy/nginx.conf"), "utf8");
  // A master started by root hands requests to workers as `nobody`, who could not write the
  // temporary files here; workers of a root master stay root in this throw-away instance.
  const user = process.getuid?.() === 0 ? "user root root;\n" : "";
  const [first, ...rest] = upstreams;
  return (
    user +
    template
      .replaceAll("/var/lib/nginx/", `${prefix}/`)
      .replaceAll("/var/log/nginx/", `${prefix}/`)
      .replace("/run/nginx-skinsight.pid", `${prefix}/nginx.pid`)
      .replace(/listen 80;/, `listen 127.0.0.1:${listen};`)
      // The example's two instances become the ones given.
      .replace(/server 127\.0\.0\.1:3000 /, `server ${first} `)
      .replace(/( *)server 127\.0\.0\.1:3001 ([^;]*);/, (_m, indent: string, options: string) =>
        rest.map((upstream) => `${indent}server ${upstream} ${options};`).join("\n"),
      )
  );
}

/** Starts nginx in the foreground on 127.0.0.1:port and waits until it answers. */
export async function startNginx(port: number, upstreams: string[]): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "skinsight-nginx-"));
  for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) mkdirSync(path.join(prefix, dir));
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(conf, nginxConfig(port, upstreams, prefix));
  const child = spawn(
    NGINX,
    ["-c", conf, "-p", prefix, "-e", path.join(prefix, "startup-error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const errorLog = () => {
    try {
      return readFileSync(path.join(prefix, "skinsight-error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}:\n${output}\n${errorLog()}`);
    if (
      await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${port}:\n${output}\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop, errorLog };
}
