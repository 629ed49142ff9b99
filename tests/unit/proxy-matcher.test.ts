import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import { carriesAccessToken } from "@/lib/auth/tokens";
import { config } from "@/proxy";

// The proxy runs on a report page only for requests that could open a report that is not public;
// everything it would let through must still reach it, or an owner would get the kept 404.

const REPORT = "/reports/0b7e7a0c-4c4e-4c53-9a55-3f1f8a7f2f10";
type Credentials = { headers?: Record<string, string>; cookies?: Record<string, string> };
const runs = (url: string, request: Credentials = {}) =>
  unstable_doesMiddlewareMatch({ config, url, ...request });

describe("which requests the proxy sees", () => {
  it("skips a visitor's report page, and a cookie that is not a session", () => {
    expect(runs(REPORT)).toBe(false);
    expect(runs(REPORT, { cookies: { theme: "dark" } })).toBe(false);
  });

  it.each([
    ["the session cookie", { cookies: { "next-auth.session-token": "t" } }],
    ["the secure session cookie", { cookies: { "__Secure-next-auth.session-token": "t" } }],
    ["a session cookie in parts", { cookies: { "next-auth.session-token.0": "t" } }],
    ["a secure session cookie in parts", { cookies: { "__Secure-next-auth.session-token.0": "t" } }],
    ["a bearer token", { headers: { authorization: "Bearer t" } }],
  ] satisfies [string, Credentials][])(
    "sees a report page asked for with %s, as the routes read it",
    (_, request: Credentials) => {
      const cookie = Object.entries(request.cookies ?? {})
        .map(([name, value]) => `${name}=${value}`)
        .join("; ");
      expect(carriesAccessToken({ authorization: request.headers?.authorization, cookie })).toBe(true);
      expect(runs(REPORT, request)).toBe(true);
    },
  );

  it("sees a report page opened with a share token", () => {
    expect(runs(`${REPORT}?token=abc`)).toBe(true);
  });

  it("sees every console page and the restricted report's own address", () => {
    for (const path of ["/admin", "/admin/users", "/restricted-report"]) expect(runs(path)).toBe(true);
  });
});
