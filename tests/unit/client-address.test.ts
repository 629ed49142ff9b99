import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/config/env";
import { clientAddress, normaliseAddress, UNKNOWN_ADDRESS } from "@/lib/http/client-address";
import { hasMalformedPathEncoding } from "@/lib/http/request-start";

describe("clientAddress: which address a request is counted against", () => {
  it.each([
    // [what happens, socket peer, X-Forwarded-For as received, trusted hops, counted as]
    ["a client talking to next start is its socket address", "203.0.113.9", null, 0, "203.0.113.9"],
    [
      "a client's own X-Forwarded-For changes nothing without a declared proxy",
      "203.0.113.9",
      "198.51.100.1, 198.51.100.2",
      0,
      "203.0.113.9",
    ],
    ["behind one proxy, the address that proxy saw", "10.0.0.2", "203.0.113.9", 1, "203.0.113.9"],
    [
      "behind one proxy, entries the client wrote before it are ignored",
      "10.0.0.2",
      "198.51.100.1, 198.51.100.2, 203.0.113.9",
      1,
      "203.0.113.9",
    ],
    [
      "behind two proxies, the address the outer one saw",
      "10.0.0.3",
      "198.51.100.1, 203.0.113.9, 10.0.0.2",
      2,
      "203.0.113.9",
    ],
    [
      "with fewer entries than declared hops, the leftmost entry",
      "10.0.0.2",
      "203.0.113.9",
      3,
      "203.0.113.9",
    ],
    ["a declared proxy that sent no header leaves the socket address", "10.0.0.2", null, 1, "10.0.0.2"],
    ["no socket address is unknown, whatever the header says", null, "198.51.100.1", 0, UNKNOWN_ADDRESS],
    ["no socket address is unknown behind proxies too", null, "198.51.100.1", 1, UNKNOWN_ADDRESS],
    ["an entry that is not an address is unknown", "10.0.0.2", "not-an-ip", 1, UNKNOWN_ADDRESS],
    ["an IPv4-mapped socket address is the IPv4 address", "::ffff:127.0.0.1", null, 0, "127.0.0.1"],
    ["an IPv6 socket address is kept", "2001:DB8::1", null, 0, "2001:db8::1"],
    ["empty entries are skipped", "10.0.0.2", "203.0.113.9, ,", 1, "203.0.113.9"],
  ] as const)("%s", (_case, socket, forwarded, hops, expected) => {
    expect(clientAddress(socket, forwarded, hops)).toBe(expected);
  });

  it.each([
    ["192.0.2.1:5000", "192.0.2.1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["192.0.2.300", null],
    ["", null],
  ])("normaliseAddress(%j) is %j", (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  it("trusts no proxy unless TRUSTED_PROXY_HOPS says so", () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "" }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: "one" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("hasMalformedPathEncoding: paths Next cannot decode", () => {
  it.each([
    ["/api/reports/%ff", true],
    ["/api/photos/%E0%A4%A", true],
    ["/api/verify-email/abc%", true],
    ["/api/reports/abc?x=%ff", false],
    ["/api/reports/%C3%A9", false],
    ["/api/reports/plain-id", false],
  ])("%s → %s", (url, expected) => {
    expect(hasMalformedPathEncoding(url)).toBe(expected);
  });
});
