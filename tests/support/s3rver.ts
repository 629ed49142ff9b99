import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// s3rver (npm), a real S3-compatible server with its objects in a temporary folder, for the system
// tests that need a bucket as a deployment has one. It checks every request's SigV4 signature
// against its one key pair. Tests that make the bucket fail use tests/fakes/s3.ts instead.

export const S3RVER_ACCESS_KEY_ID = "S3RVER";
export const S3RVER_SECRET_ACCESS_KEY = "S3RVER";

export type S3rver = { url: string; stop: () => Promise<void> };

/** Starts s3rver on a free port of 127.0.0.1 with `bucket` made, and waits until it listens. */
export async function startS3rver(bucket: string): Promise<S3rver> {
  const folder = mkdtempSync(path.join(tmpdir(), "skinsight-s3rver-"));
  const child = spawn(
    process.execPath,
    [
      path.resolve("node_modules/s3rver/bin/s3rver.js"),
      ...["--directory", folder, "--address", "127.0.0.1", "--port", "0"],
      ...["--no-vhost-buckets", "--silent", "--configure-bucket", bucket],
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  // It prints its address once the bucket exists and it listens.
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 15_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on ([\d.]+):(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(`http://${listening[1]}:${listening[2]}`);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited with ${code}:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}
