import { createHash, createHmac } from "node:crypto";
import type { ServerResponse } from "node:http";
import { FailureQueue, FakeHttpServer, type RecordedRequest, type RequestMatch } from "./http";

// Stand-in for an S3-compatible object store with path-style addressing (/bucket/key), enough for
// the app's storage: PutObject, GetObject, HeadObject, DeleteObject and DeleteObjects. Point the
// real @aws-sdk/client-s3 at `url` with forcePathStyle. Every request must carry a valid SigV4
// signature made with the key pair the fake was made with, as a real server insists.

export interface StoredObject {
  data: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface S3Failure extends RequestMatch {
  status: number;
  /** S3 error code in the XML body, e.g. InternalError, SlowDown. */
  code?: string;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

export class FakeS3 extends FakeHttpServer {
  /** Objects by bucket, then key. */
  readonly buckets = new Map<string, Map<string, StoredObject>>();
  /** The S3 error codes answered so far (AccessDenied, SignatureDoesNotMatch, NoSuchKey...), oldest first. */
  readonly errors: string[] = [];
  #failures = new FailureQueue<S3Failure>();

  constructor(
    readonly accessKeyId = "fake-access-key",
    readonly secretAccessKey = "fake-secret-key",
    buckets: string[] = ["skinsight-test"],
  ) {
    super();
    for (const bucket of buckets) this.buckets.set(bucket, new Map());
  }

  /** Makes the next matching request(s) fail with an S3-shaped error. */
  failNext(failure: S3Failure): this {
    this.#failures.push(failure);
    return this;
  }

  /** The keys stored in a bucket, sorted. */
  keys(bucket = "skinsight-test"): string[] {
    return [...(this.buckets.get(bucket)?.keys() ?? [])].sort();
  }

  object(key: string, bucket = "skinsight-test"): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(key);
  }

  override reset(): void {
    super.reset();
    this.#failures.clear();
    this.errors.length = 0;
    for (const objects of this.buckets.values()) objects.clear();
  }

  protected override parseBody(): unknown {
    return undefined;
  }

  protected handle(req: RecordedRequest, res: ServerResponse): void {
    const authProblem = this.#authProblem(req);
    if (authProblem) return this.#error(res, 403, authProblem.code, authProblem.message, req);
    const failure = this.#failures.take(req);
    if (failure)
      return this.#error(res, failure.status, failure.code ?? "InternalError", "scripted failure", req);

    const [, bucketName = "", ...keyParts] = req.path.split("/");
    const bucket = this.buckets.get(decodeURIComponent(bucketName));
    if (!bucket) return this.#error(res, 404, "NoSuchBucket", "The specified bucket does not exist", req);
    const key = decodeURIComponent(keyParts.join("/"));

    if (req.method === "POST" && req.query.has("delete") && key === "")
      return this.#deleteMany(req, res, bucket);
    if (key === "") return this.#error(res, 501, "NotImplemented", `${req.method} on a bucket`, req);
    switch (req.method) {
      case "PUT": {
        const etag = `"${createHash("md5").update(req.bytes).digest("hex")}"`;
        bucket.set(key, {
          data: req.bytes,
          contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
          etag,
          lastModified: new Date(),
        });
        res.writeHead(200, { ETag: etag }).end();
        return;
      }
      case "GET":
      case "HEAD": {
        const object = bucket.get(key);
        if (!object) {
          if (req.method === "HEAD") return void res.writeHead(404).end();
          return this.#error(res, 404, "NoSuchKey", "The specified key does not exist.", req);
        }
        res.writeHead(200, {
          "Content-Type": object.contentType,
          "Content-Length": String(object.data.byteLength),
          ETag: object.etag,
          "Last-Modified": object.lastModified.toUTCString(),
        });
        res.end(req.method === "GET" ? object.data : undefined);
        return;
      }
      case "DELETE":
        bucket.delete(key);
        res.writeHead(204).end();
        return;
      default:
        return this.#error(res, 405, "MethodNotAllowed", `${req.method} is not allowed`, req);
    }
  }

  /** POST /bucket?delete with <Delete><Object><Key>..</Key></Object>..</Delete>. */
  #deleteMany(req: RecordedRequest, res: ServerResponse, bucket: Map<string, StoredObject>): void {
    const keys = [...req.rawBody.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((m) => unescapeXml(m[1]!));
    const quiet = /<Quiet>true<\/Quiet>/.test(req.rawBody);
    for (const key of keys) bucket.delete(key);
    const deleted = quiet
      ? ""
      : keys.map((key) => `<Deleted><Key>${escapeXml(key)}</Key></Deleted>`).join("");
    res.writeHead(200, { "Content-Type": "application/xml" });
    res.end(xml(`<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted}</DeleteResult>`));
  }

  /** SigV4 (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html), checked in full. */
  #authProblem(req: RecordedRequest): { code: string; message: string } | undefined {
    const header = String(req.headers.authorization ?? "");
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        header,
      );
    if (!match) return { code: "AccessDenied", message: "Requests must be signed with Signature Version 4" };
    const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
    if (keyId !== this.accessKeyId)
      return { code: "InvalidAccessKeyId", message: "The AWS Access Key Id you provided does not exist" };
    const amzDate = String(req.headers["x-amz-date"] ?? "");
    const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
    const names = signedHeaders!.split(";");
    if (!amzDate.startsWith(day!) || !names.includes("host") || !names.includes("x-amz-content-sha256"))
      return { code: "AccessDenied", message: "host, x-amz-date and x-amz-content-sha256 must be signed" };
    if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(req.bytes))
      return {
        code: "XAmzContentSHA256Mismatch",
        message: "The provided x-amz-content-sha256 does not match",
      };
    const canonicalRequest = [
      req.method,
      req.path,
      [...req.query.entries()]
        .map(([key, value]) => [rfc3986(key), rfc3986(value)])
        .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
        .map(([key, value]) => `${key}=${value}`)
        .join("&"),
      names
        .map(
          (name) =>
            `${name}:${String(req.headers[name] ?? "")
              .trim()
              .replace(/\s+/g, " ")}\n`,
        )
        .join(""),
      signedHeaders,
      payloadHash,
    ].join("\n");
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
    const key = [day!, region!, "s3", "aws4_request"].reduce<Buffer | string>(
      (previous, part) => hmac(previous, part),
      `AWS4${this.secretAccessKey}`,
    );
    if (hmac(key, stringToSign).toString("hex") !== signature)
      return { code: "SignatureDoesNotMatch", message: "The request signature we calculated does not match" };
    return undefined;
  }

  #error(res: ServerResponse, status: number, code: string, message: string, req: RecordedRequest): void {
    this.errors.push(code);
    if (res.destroyed) return;
    res.writeHead(status, { "Content-Type": "application/xml" });
    res.end(
      req.method === "HEAD"
        ? undefined
        : xml(
            `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message><Resource>${escapeXml(req.path)}</Resource></Error>`,
          ),
    );
  }
}

const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
/** Query encoding of SigV4: everything but unreserved characters, as %XX. */
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
