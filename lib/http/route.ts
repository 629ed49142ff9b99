import { NextResponse, type NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { currentCaller, requireAdminCaller, requireCaller, type Caller } from "@/lib/auth/current-user";
import type { User } from "@/lib/generated/prisma/client";
import { requestLogger, type Logger } from "@/lib/log";
import { env } from "@/lib/config/env";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { clientAddress, SOCKET_ADDRESS_HEADER } from "./client-address";
import { HttpError, notFound } from "@/lib/errors/http-error";
import { defaultRefusalCode, type RefusalCode } from "@/lib/errors/refusal-codes";
import { readJsonBody } from "./json-body";
import { refuseCrossSiteCookieWrite } from "@/lib/auth/same-origin";
import { addTransportSecurity, requestIdOf } from "./request-context";

// One wrapper for every route handler: authentication, input parsing with zod,
// error mapping to {"detail": ...} and a request-scoped logger live here once.

export type AuthMode = "none" | "optional" | "user" | "admin";

type UserFor<A extends AuthMode> = A extends "user" | "admin"
  ? User
  : A extends "optional"
    ? User | null
    : null;

type Infer<S> = S extends ZodType ? z.output<S> : undefined;

/** What a handler may return: the answer schema's input (serialised as JSON), or a Response of its own. */
type Answer<R> = R extends ZodType ? z.input<R> | Response : unknown;

/**
 * What the OpenAPI document (lib/openapi) says of an operation beyond the schemas route() parses
 * with: a summary, and the inputs and answers the handler reads or writes itself.
 */
export type OperationDocs = {
  summary: string;
  description?: string;
  /** The fields of a multipart/form-data body the handler reads itself. */
  multipart?: ZodType;
  /** A JSON body the handler reads itself (its own size limit, say), not through route(). */
  json?: ZodType;
  /** A query the handler reads itself (after deciding the route exists), not through route(). */
  query?: ZodType;
  /** The media type of a 200 answer that is not JSON (a photo, a download). */
  produces?: string;
  /** Refusals beyond those every operation may meet, status to when. */
  refusals?: Record<number, string>;
};

export type RouteContext<A extends AuthMode, B, Q, P> = {
  req: NextRequest;
  user: UserFor<A>;
  body: Infer<B>;
  query: Infer<Q>;
  params: Infer<P>;
  log: Logger;
  requestId: string;
  ip: string;
};

export type RouteOptions<A extends AuthMode, B, Q, P, R = undefined> = {
  auth: A;
  /**
   * For a route that exists only in some configurations: while this answers false the route is
   * 404 "Not found" to whoever asks, decided before the caller or the input is read.
   */
  existsWhen?: () => Promise<boolean> | boolean;
  body?: B;
  query?: Q;
  params?: P;
  /** The 200 JSON answer; the handler's return value is checked against it at compile time. */
  answer?: R;
  docs?: OperationDocs;
};

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

/**
 * The schemas a handler parses its input with and answers by, kept on the handler so tests can
 * derive valid and hostile inputs and lib/openapi can describe it.
 */
export type InputSchemas = {
  auth: AuthMode;
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  answer?: ZodType;
  docs?: OperationDocs;
};
export const INPUT_SCHEMAS = Symbol.for("skinsight.inputSchemas");

/** The client address for rate limits: see clientAddress() and docs/identity.md. */
export function clientIp(req: Request): string {
  return clientAddress(
    req.headers.get(SOCKET_ADDRESS_HEADER),
    req.headers.get("x-forwarded-for"),
    env().TRUSTED_PROXY_HOPS,
  );
}

/**
 * Answers are private and never stored unless the handler chose its own policy:
 * many depend on who asks (the owner's view of a report, a token view), and the
 * few meant for shared caches (public photos) say so themselves.
 */
export const DEFAULT_CACHE_CONTROL = "private, no-store";

/** "field.path: message" for each issue, so the client can tell which field failed. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/** `{"detail"}`, plus the refusal's `code` (its own or the status's default) and any named extras. */
export function errorResponse(
  status: number,
  detail: string,
  headers: Record<string, string> = {},
  code?: RefusalCode,
  extra: Record<string, unknown> = {},
) {
  const refusalCode = code ?? defaultRefusalCode(status);
  const body = refusalCode ? { detail, code: refusalCode, ...extra } : { detail, ...extra };
  return NextResponse.json(body, { status, headers });
}

function parseWith<S>(schema: S | undefined, input: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = (schema as unknown as ZodType).safeParse(input);
  if (!result.success) throw new HttpError(422, describeZodError(result.error));
  return result.data as Infer<S>;
}

async function resolveCaller(mode: AuthMode, req: NextRequest): Promise<Caller | null> {
  switch (mode) {
    case "none":
      return null;
    case "optional":
      return currentCaller(req);
    case "user":
      return requireCaller(req);
    case "admin":
      return requireAdminCaller(req);
  }
}

export function route<
  A extends AuthMode,
  B extends ZodType | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  P extends ZodType | undefined = undefined,
  R extends ZodType | undefined = undefined,
>(
  options: RouteOptions<A, B, Q, P, R>,
  handler: (ctx: RouteContext<A, B, Q, P>) => Promise<Answer<R>> | Answer<R>,
) {
  const handle = async (req: NextRequest, context?: NextRouteContext): Promise<Response> => {
    const requestId = requestIdOf(req.headers);
    const log = requestLogger(requestId);
    const started = performance.now();
    let response: Response;
    try {
      if (options.existsWhen && !(await options.existsWhen())) throw notFound();
      const caller = await resolveCaller(options.auth, req);
      refuseCrossSiteCookieWrite(req, caller?.source ?? null);
      const user = caller?.user ?? null;
      const params = parseWith(options.params, context ? await context.params : {});
      const query = parseWith(options.query, Object.fromEntries(req.nextUrl.searchParams));
      const body = options.body ? parseWith(options.body, await readJsonBody(req)) : (undefined as Infer<B>);
      const result = await handler({
        req,
        user: user as UserFor<A>,
        body,
        query,
        params,
        log,
        requestId,
        ip: clientIp(req),
      });
      response = result instanceof Response ? result : NextResponse.json(result ?? { success: true });
    } catch (error) {
      if (error instanceof HttpError) {
        response = errorResponse(error.status, error.detail, error.headers, error.code, error.extra);
      } else if (isDatabaseUnavailable(error)) {
        // A restart, a failover, a pool that stayed full, or another service's connection failing:
        // transient, so the client is told to try again (lib/db/unavailable.ts says when that is safe).
        log.warn({ err: error }, "service unavailable");
        response = errorResponse(503, DATABASE_UNAVAILABLE, { "Retry-After": "5" });
      } else {
        log.error({ err: error }, "unhandled error");
        response = errorResponse(500, "Internal server error");
      }
    }
    if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", DEFAULT_CACHE_CONTROL);
    response.headers.set("x-request-id", requestId);
    // The request-start listener adds it too, but only once instrumentation has run; the first requests of a
    // starting process may come before.
    addTransportSecurity(response.headers);
    log.info(
      {
        method: req.method,
        path: req.nextUrl.pathname,
        status: response.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
    return response;
  };
  const schemas: InputSchemas = {
    auth: options.auth,
    body: options.body as ZodType | undefined,
    query: options.query as ZodType | undefined,
    params: options.params as ZodType | undefined,
    answer: options.answer as ZodType | undefined,
    docs: options.docs,
  };
  return Object.assign(handle, { [INPUT_SCHEMAS]: schemas });
}
