import { HttpError } from "@/lib/errors/http-error";
import { route } from "./route";

// Next answers a method that a route file does not export with a 405 of its own: an empty body and
// no Allow header. So every route file ends with
//   export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
// naming the methods it has: each other one answers 405 {"detail"} with Allow, through route() like
// any answer, and OPTIONS 204 with the same Allow (exporting the other methods hides from Next which
// ones are real, so it could no longer list them itself). tests/integration/api-methods.test.ts
// checks every route file.

export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

export const METHOD_NOT_ALLOWED_DETAIL =
  "Method not allowed: the Allow header lists the methods this endpoint has";

/** Marks a handler that only answers 405, so tests that enumerate endpoints leave it out. */
export const METHOD_NOT_ALLOWED = Symbol.for("skinsight.methodNotAllowed");

type Handler = ReturnType<typeof route>;
type Answered = "HEAD" | "OPTIONS" | RouteMethod;

/** The handlers a route file exports besides its own: HEAD only when it has no GET (Next answers HEAD with GET). */
export type OtherMethods<I> = Omit<
  Record<Answered, Handler>,
  keyof I | (I extends { GET: unknown } ? "HEAD" : never)
>;

/** The Allow header of a route that has these methods: them, HEAD with GET, and OPTIONS, sorted. */
export function allowHeader(methods: readonly RouteMethod[]): string {
  return [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"].sort().join(", ");
}

/** The other methods of a route file that exports `implemented`; see the top of this file. */
export function otherMethods<I extends Partial<Record<RouteMethod, unknown>>>(
  implemented: I,
): OtherMethods<I> {
  const own = ROUTE_METHODS.filter((method) => implemented[method] !== undefined);
  const allow = allowHeader(own);
  const notAllowed = Object.assign(
    route({ auth: "none" }, () => {
      throw new HttpError(405, METHOD_NOT_ALLOWED_DETAIL, { Allow: allow });
    }),
    { [METHOD_NOT_ALLOWED]: true },
  );
  const others: Partial<Record<Answered, Handler>> = {
    OPTIONS: route({ auth: "none" }, () => new Response(null, { status: 204, headers: { Allow: allow } })),
  };
  for (const method of ROUTE_METHODS) if (!own.includes(method)) others[method] = notAllowed;
  if (!own.includes("GET")) others.HEAD = notAllowed;
  return others as OtherMethods<I>;
}
