import http from "node:http";
import { expect, test } from "@playwright/test";
import { jpegImage } from "../support/images";

// Through the real server (`next start`, nothing in front of it): what a client
// can do with headers, paths and bodies that a handler called directly never sees.
// Requests leave from addresses of their own on the loopback network (127.0.0.x),
// so this file's limits do not touch other tests that run from 127.0.0.1.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

type Send = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The local address the connection leaves from. */
  from: string;
};

function send(baseURL: string, { method = "GET", path, headers = {}, body, from }: Send): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, headers, localAddress: from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function multipartUpload(jpeg: Buffer): { body: Buffer; contentType: string } {
  const boundary = "----skinsight-e2e-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="privacy_setting"\r\n\r\npublic\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="skin.jpg"\r\n` +
        `Content-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

type VisitorPhoto = { photoId: string; uploadSecret: string };

async function uploadPhoto(baseURL: string, from: string): Promise<VisitorPhoto> {
  const { body, contentType } = multipartUpload(await jpegImage());
  const answer = await send(baseURL, {
    method: "POST",
    path: "/api/photos/upload",
    headers: { "content-type": contentType },
    body,
    from,
  });
  expect(answer.status).toBe(200);
  const uploaded = JSON.parse(answer.body) as { photo_ids: string[]; upload_secret: string };
  return { photoId: uploaded.photo_ids[0]!, uploadSecret: uploaded.upload_secret };
}

function summary(baseURL: string, photo: VisitorPhoto, from: string, headers: Record<string, string> = {}) {
  return send(baseURL, {
    method: "POST",
    path: "/api/analysis/summary",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ photo_ids: [photo.photoId], upload_secret: photo.uploadSecret }),
    from,
  });
}

test("a visitor rotating X-Forwarded-For gets no more than the 5 free summaries a day", async ({
  baseURL,
}) => {
  const photo = await uploadPhoto(baseURL!, "127.0.0.2");
  const statuses: number[] = [];
  for (let i = 1; i <= 8; i++) {
    const forged = `198.51.100.${i}`;
    // Forging the server's own socket-address header does not help either.
    const answer = await summary(baseURL!, photo, "127.0.0.2", {
      "x-forwarded-for": forged,
      "x-skinsight-socket-address": forged,
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

  // The limit is the visitor's own: another address still gets its summaries.
  const neighbour = await uploadPhoto(baseURL!, "127.0.0.3");
  expect((await summary(baseURL!, neighbour, "127.0.0.3")).status).toBe(200);
});

test("a malformed percent-encoding in an API path is a 400 with a detail, not a server error", async ({
  baseURL,
}) => {
  for (const path of [
    "/api/reports/%ff",
    "/api/photos/%ff",
    "/api/verify-email/%ff",
    "/api/reports/%E0%A4%A",
  ]) {
    const answer = await send(baseURL!, { path, from: "127.0.0.4" });
    expect(answer.status, path).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ detail: "The request path is not valid percent-encoding" });
  }
});

test("a 64 MB JSON body is refused with 413 before the client has finished sending it", async ({
  baseURL,
}) => {
  const url = new URL(baseURL!);
  const total = 64 * 1024 * 1024;
  const chunk = Buffer.alloc(1024 * 1024, "x");
  const result = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>(
    (resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/api/contact-form",
          localAddress: "127.0.0.5",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        },
        (res) => {
          answered = true;
          const sentWhenAnswered = sent;
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              sentWhenAnswered,
            });
            req.destroy();
          });
        },
      );
      req.on("error", (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    },
  );
  expect(result.status).toBe(413);
  expect(JSON.parse(result.body).detail).toMatch(/limited to 1 MB/);
  expect(result.sentWhenAnswered).toBeLessThan(total);
});
