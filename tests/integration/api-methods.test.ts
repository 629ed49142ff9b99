import path from "node:path";
import { describe, expect, it } from "vitest";
import * as noSuchEndpoint from "@/app/api/[[...path]]/route";
import { allowHeader, METHOD_NOT_ALLOWED_DETAIL, ROUTE_METHODS } from "@/lib/http/methods";
import { apiRouteFiles, isEndpoint, patternOf } from "../support/endpoints";
import { call } from "../support/http";

// Every /api answer is JSON with a detail, also for a method a route does not have: Next would
// answer that itself with an empty 405 and no Allow header, unless the route file exports the
// method (lib/http/methods.ts). The system test tests/system/hostile-http.test.ts sees the same
// answers over HTTP from the production build, with the security headers.

type Handler = Parameters<typeof call>[0];
type RouteModule = Record<string, unknown>;

// These two answer every method alike: a path no route serves (404) and a malformed one (400).
const ANSWER_EVERY_METHOD = ["app/api/[[...path]]/route.ts", "app/api/malformed-path/route.ts"];
const files = apiRouteFiles().filter((file) => !ANSWER_EVERY_METHOD.includes(file));
const modules = new Map<string, RouteModule>();
for (const file of files) {
  modules.set(
    file,
    (await import(/* @vite-ignore */ path.resolve(import.meta.dirname, "../..", file))) as RouteModule,
  );
}

const own = (module: RouteModule) => ROUTE_METHODS.filter((method) => isEndpoint(module[method]));
const url = (file: string) => patternOf(file).replace(/\[(\w+)\]/g, "x");

describe("a method a route does not have", () => {
  it("every route file answers every method itself, so Next never sends its empty 405", () => {
    expect(files.length).toBeGreaterThan(50);
    const missing = files.flatMap((file) => {
      const routeModule = modules.get(file)!;
      const expected = [...ROUTE_METHODS, "OPTIONS", ...(own(routeModule).includes("GET") ? [] : ["HEAD"])];
      return expected
        .filter((method) => typeof routeModule[method] !== "function")
        .map((m) => `${m} ${file}`);
    });
    expect(missing).toEqual([]);
  });

  it.each(files)(
    "%s: 405 with a detail and Allow naming its methods; OPTIONS lists the same",
    async (file) => {
      const routeModule = modules.get(file)!;
      const methods = own(routeModule);
      expect(methods.length).toBeGreaterThan(0);
      const allow = allowHeader(methods);
      const others = [
        ...ROUTE_METHODS.filter((m) => !methods.includes(m)),
        ...(methods.includes("GET") ? [] : ["HEAD"]),
      ];
      for (const method of others) {
        const answer = await call(routeModule[method] as Handler, url(file), { method });
        expect([method, answer.status, answer.headers.get("allow")]).toEqual([method, 405, allow]);
        if (method !== "HEAD") expect(answer.body).toEqual({ detail: METHOD_NOT_ALLOWED_DETAIL });
        expect(answer.headers.get("cache-control")).toBe("private, no-store");
      }
      const options = await call(routeModule.OPTIONS as Handler, url(file), { method: "OPTIONS" });
      expect([options.status, options.headers.get("allow"), options.text]).toEqual([204, allow, ""]);
    },
  );

  it("Allow lists the route's own methods, HEAD with GET, and OPTIONS", () => {
    expect(allowHeader(["POST"])).toBe("OPTIONS, POST");
    expect(allowHeader(["GET", "PUT", "DELETE"])).toBe("DELETE, GET, HEAD, OPTIONS, PUT");
  });
});

describe("a path no route serves", () => {
  it.each(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)(
    "%s answers 404 with a detail, not the HTML page",
    async (method) => {
      const handler = noSuchEndpoint[method] as Handler;
      const answer = await call(handler, "/api/no/such/endpoint", {
        method,
        params: { path: "no/such/endpoint" },
      });
      expect([answer.status, answer.body]).toEqual([404, { detail: "Not found" }]);
      expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    },
  );
});
