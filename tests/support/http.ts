import { NextRequest } from "next/server";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/client-address";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  bearer?: string;
  /** The address the request comes from (the TCP peer, as the server stamps it). */
  ip?: string;
};

/** Calls a route handler the way Next does and returns status, headers and parsed JSON. */
export async function call(handler: Handler, url: string, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.json !== undefined) headers.set("content-type", "application/json");
  if (options.bearer) headers.set("authorization", `Bearer ${options.bearer}`);
  if (options.ip !== undefined) headers.set(SOCKET_ADDRESS_HEADER, options.ip);
  else if (headers.has("x-forwarded-for")) {
    // X-Forwarded-For is whatever the client wrote; it does not choose the client's address.
    throw new Error("call(): give the client's address as `ip`; X-Forwarded-For alone is not trusted");
  }
  const req = new NextRequest(new URL(url, "http://localhost:3000"), {
    method: options.method ?? (options.json !== undefined || options.body ? "POST" : "GET"),
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    // A streamed body (an endless upload) must say so, as fetch requires.
    ...(options.body instanceof ReadableStream ? { duplex: "half" } : {}),
  });
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; keep the text
  }
  return {
    status: response.status,
    headers: response.headers,
    body: body as Record<string, unknown>,
    /** The body's exact text, for answers that must not differ by a byte. */
    text,
  };
}

/** A client address no other test uses, so only the limit under test is reached. */
export function randomIp(): string {
  const part = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${part()}:${part()}::${part()}`;
}
