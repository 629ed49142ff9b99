import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body as received, for binary uploads. */
  bytes: Buffer;
  /** Parsed body (JSON, or nested form fields for Stripe); undefined when empty or unparsable. */
  body: unknown;
}

/** Narrows which requests a scripted failure applies to; a string path matches as a prefix. */
export interface RequestMatch {
  method?: string;
  path?: string | RegExp;
  /** How many matching requests fail; default 1. */
  times?: number;
}

/** Failures scripted by a test, consumed in order by the requests they match. */
export class FailureQueue<F extends RequestMatch> {
  #items: { failure: F; remaining: number }[] = [];

  push(failure: F): void {
    this.#items.push({ failure, remaining: failure.times ?? 1 });
  }

  take(req: RecordedRequest): F | undefined {
    const item = this.#items.find(({ failure }) => matches(failure, req));
    if (!item) return undefined;
    if (--item.remaining === 0) this.#items.splice(this.#items.indexOf(item), 1);
    return item.failure;
  }

  clear(): void {
    this.#items = [];
  }
}

function matches(match: RequestMatch, req: RecordedRequest): boolean {
  if (match.method && match.method.toUpperCase() !== req.method) return false;
  if (match.path === undefined) return true;
  return typeof match.path === "string" ? req.path.startsWith(match.path) : match.path.test(req.path);
}

/** A node:http server on 127.0.0.1 that records every request before a subclass answers it. */
export abstract class FakeHttpServer {
  readonly requests: RecordedRequest[] = [];
  /** False keeps no request (a benchmark sends thousands, each with a photo). */
  protected recording = true;
  #server: Server | undefined;
  #url: string | undefined;
  #timers = new Set<NodeJS.Timeout>();

  /** Origin such as http://127.0.0.1:54321 (no trailing slash). */
  get url(): string {
    if (!this.#url) throw new Error(`${this.constructor.name} is not started`);
    return this.#url;
  }

  /** Listens on `port`, or on any free port when 0 (a server started apart from the test names a fixed one). */
  async start(port = 0): Promise<string> {
    if (this.#server) throw new Error(`${this.constructor.name} is already started`);
    const server = createServer((req, res) => {
      this.#dispatch(req, res).catch((error: unknown) => {
        // A bug in the fake itself (or a client gone mid-body): make it loud, not a silent SDK retry loop.
        console.error(`${this.constructor.name} failed on ${req.method} ${req.url}`, error);
        if (res.headersSent) res.destroy();
        else this.sendJson(res, 500, { error: { message: `fake server error: ${String(error)}` } });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    this.#server = server;
    this.#url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.#url;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = undefined;
    this.#url = undefined;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    // SDK clients keep sockets alive; without this close() waits for their idle timeout.
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
  }

  lastRequest(): RecordedRequest | undefined {
    return this.requests.at(-1);
  }

  /** Forgets recorded requests; subclasses also drop their scripts and state. */
  reset(): void {
    this.requests.length = 0;
  }

  protected abstract handle(req: RecordedRequest, res: ServerResponse): void | Promise<void>;

  protected parseBody(raw: string): unknown {
    try {
      return raw === "" ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  }

  /** Resolves after ms; pending delays are dropped (never resolve) when the server stops. */
  protected delay(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        resolve();
      }, ms);
      this.#timers.add(timer);
    });
  }

  protected sendJson(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  }

  async #dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const rawBody = bytes.toString("utf8");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      rawBody,
      bytes,
      body: this.parseBody(rawBody),
    };
    if (this.recording) this.requests.push(recorded);
    await this.handle(recorded, res);
  }
}
