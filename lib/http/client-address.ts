import { isIP } from "node:net";

// How the client address of a request is decided (docs/identity.md). Route
// handlers in Next never see the TCP socket, so the server stamps the peer's
// address into this header before Next reads the request (lib/http/request-start.ts),
// after removing any copy the client sent.

/** Carries the address of the TCP peer; set by the server, never by a client. */
export const SOCKET_ADDRESS_HEADER = "x-skinsight-socket-address";

/** Shared by every request whose address cannot be told, so none of them escapes a limit. */
export const UNKNOWN_ADDRESS = "unknown";

/** "::ffff:192.0.2.1" and "192.0.2.1:5000" as "192.0.2.1", "[2001:db8::1]:443" as "2001:db8::1"; null if not an IP. */
export function normaliseAddress(raw: string): string | null {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) ? address.toLowerCase() : null;
}

/**
 * The client's address: the socket peer, unless the operator declared
 * `trustedHops` reverse proxies in front of the app. Each of them appends the
 * address it saw to X-Forwarded-For, so walking back from the socket one entry
 * per trusted proxy reaches the address the outermost proxy saw; entries further
 * left were written by the client and are never used. With fewer entries than
 * declared hops the leftmost one is taken (as Express does), and anything that is
 * not an IP address counts as unknown.
 */
export function clientAddress(
  socketAddress: string | null,
  forwardedFor: string | null,
  trustedHops: number,
): string {
  if (!socketAddress) return UNKNOWN_ADDRESS;
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketAddress, ...forwarded];
  const chosen = chain[Math.min(trustedHops, chain.length - 1)]!;
  return normaliseAddress(chosen) ?? UNKNOWN_ADDRESS;
}
