import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { POST as contactForm } from "@/app/api/contact-form/route";
import { GET as photoRoute } from "@/app/api/photos/[id]/route";
import { GET as reportRoute } from "@/app/api/reports/[id]/route";
import { GET as profileRoute } from "@/app/api/user/profile/route";
import { POST as saveAnswers } from "@/app/api/user/questions/route";
import { GET as userReportsRoute } from "@/app/api/user/reports/route";
import { DAILY_FAIR_USE_REACHED } from "@/lib/analysis/permissions";
import { sessionCookieName } from "@/lib/auth/tokens";
import { env } from "@/lib/config/env";
import { db } from "@/lib/db";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/client-address";
import {
  JSON_BODY_LIMIT_BYTES,
  JSON_BODY_TOO_LARGE_DETAIL,
  JSON_CONTENT_TYPE_DETAIL,
} from "@/lib/http/json-body";
import { CROSS_SITE_DETAIL } from "@/lib/auth/same-origin";
import { PHOTO_CACHE_CONTROL } from "@/lib/photos/serialize";
import { makePhoto, makeReport, makeVisitorPhoto, signedInUser } from "../support/factories";
import { call } from "../support/http";

const NO_STORE = "private, no-store";

describe("the client address of per-IP limits", () => {
  it("a visitor rotating X-Forwarded-For still gets only the daily limit of free summaries", async () => {
    const { photoId, uploadSecret } = await makeVisitorPhoto();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 1; i <= 8; i++) {
      last = await call(summaryRoute, "/api/analysis/summary", {
        json: { photo_ids: [photoId], upload_secret: uploadSecret },
        ip: "192.0.2.44",
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(last?.body).toEqual({ detail: DAILY_FAIR_USE_REACHED, code: "fair_use_reached" });
    expect(await db.report.count({ where: { photos: { some: { photoId } } } })).toBe(5);
  });
});

/** A request whose body is produced on demand, recording how much of it the server pulled. */
function endlessJsonBody(totalBytes: number) {
  const chunk = new TextEncoder().encode(`"${"x".repeat(64 * 1024 - 3)}",`);
  const sent = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= totalBytes) return controller.close();
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, sent };
}

function streamingPost(url: string, headers: Record<string, string>, body: ReadableStream<Uint8Array>) {
  const init = { method: "POST", headers, body, duplex: "half" };
  return new NextRequest(url, init as ConstructorParameters<typeof NextRequest>[1]);
}

describe("JSON bodies are capped while they are read", () => {
  it("a 64 MB contact-form body is refused with 413 after about 1 MB is read, and nothing is stored", async () => {
    const before = await db.contactMessage.count();
    const { body, sent } = endlessJsonBody(64 * 1024 * 1024);
    const req = streamingPost(
      "http://localhost:3000/api/contact-form",
      { "content-type": "application/json", [SOCKET_ADDRESS_HEADER]: "192.0.2.80" },
      body,
    );
    const response = await contactForm(req);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: JSON_BODY_TOO_LARGE_DETAIL });
    expect(sent.bytes).toBeLessThan(JSON_BODY_LIMIT_BYTES + 256 * 1024);
    expect(await db.contactMessage.count()).toBe(before);
  });

  it("a body announced as larger than 1 MB is refused before any of it is read", async () => {
    const { body, sent } = endlessJsonBody(2 * 1024 * 1024);
    const req = streamingPost(
      "http://localhost:3000/api/contact-form",
      { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
      body,
    );
    const response = await contactForm(req);
    expect(response.status).toBe(413);
    expect(sent.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it("a body just under 1 MB is still read and checked", async () => {
    const { status, body } = await call(contactForm, "/api/contact-form", {
      json: { name: "Marie Curie", message: "M".repeat(JSON_BODY_LIMIT_BYTES - 1000) },
      ip: "192.0.2.81",
    });
    expect(status).toBe(422);
    expect(body.detail).not.toBe(JSON_BODY_TOO_LARGE_DETAIL);
  });
});

describe("answers that depend on who asks are never stored by a cache", () => {
  it("the profile, the user's reports, the owner's private report and an unlisted report by token are private, no-store", async () => {
    const { user, token } = await signedInUser();
    const own = await makeReport({ userId: user.id, privacySetting: "private" });
    const shareToken = randomBytes(16).toString("hex");
    const unlisted = await makeReport({ userId: user.id, privacySetting: "unlisted", shareToken });

    const answers = [
      await call(profileRoute, "/api/user/profile", { bearer: token }),
      await call(userReportsRoute, "/api/user/reports", { bearer: token }),
      await call(reportRoute, `/api/reports/${own.id}`, { bearer: token, params: { id: own.id } }),
      await call(reportRoute, `/api/reports/${unlisted.id}?token=${shareToken}`, {
        params: { id: unlisted.id },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe(NO_STORE);
    }
  });

  it("errors about a signed-in request are not stored either", async () => {
    const { status, headers } = await call(profileRoute, "/api/user/profile");
    expect(status).toBe(401);
    expect(headers.get("cache-control")).toBe(NO_STORE);
  });
});

describe("public photos are cached briefly and revalidated", () => {
  it("a cache must ask again within a minute, gets 304 while the photo is unchanged, and loses it once the report turns private", async () => {
    const photoId = await makePhoto();
    const report = await makeReport({ photoIds: [photoId], privacySetting: "public" });
    const first = await call(photoRoute, `/api/photos/${photoId}`, { params: { id: photoId } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(PHOTO_CACHE_CONTROL.public);
    expect(first.headers.get("cache-control")).not.toMatch(/immutable/);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await call(photoRoute, `/api/photos/${photoId}`, {
      params: { id: photoId },
      headers: { "if-none-match": etag! },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);

    await db.report.update({ where: { id: report.id }, data: { privacySetting: "private" } });
    const revalidated = await call(photoRoute, `/api/photos/${photoId}`, {
      params: { id: photoId },
      headers: { "if-none-match": etag! },
    });
    expect(revalidated.status).toBe(404);
  });

  it("a private photo carries no validator and is never stored", async () => {
    const { user, token } = await signedInUser();
    const photoId = await makePhoto(user.id);
    await makeReport({ userId: user.id, photoIds: [photoId], privacySetting: "private" });
    const answer = await call(photoRoute, `/api/photos/${photoId}`, {
      params: { id: photoId },
      bearer: token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe(PHOTO_CACHE_CONTROL.private);
    expect(answer.headers.get("etag")).toBeNull();
  });
});

describe("cross-site writes", () => {
  const ownOrigin = () => new URL(env().APP_URL).origin;
  const withCookie = (token: string, headers: Record<string, string> = {}) => ({
    cookie: `${sessionCookieName()}=${token}`,
    ...headers,
  });
  const fullName = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).fullName;

  it("a signed-in profile write sent as text/plain (a cross-site form) is refused with 415 and saves nothing", async () => {
    const { user, token } = await signedInUser({ fullName: "Ada Lovelace" });
    const { status, body } = await call(saveAnswers, "/api/user/questions", {
      method: "POST",
      body: JSON.stringify({ full_name: "Mallory" }),
      headers: withCookie(token, { "content-type": "text/plain", origin: ownOrigin() }),
    });
    expect(status).toBe(415);
    expect(body).toEqual({ detail: JSON_CONTENT_TYPE_DETAIL });
    expect(await fullName(user.id)).toBe("Ada Lovelace");
  });

  it("a JSON body without any content type is refused with 415 too", async () => {
    const { token } = await signedInUser();
    const { status } = await call(saveAnswers, "/api/user/questions", {
      method: "POST",
      body: JSON.stringify({ full_name: "Mallory" }),
      bearer: token,
    });
    expect(status).toBe(415);
  });

  it.each([
    ["an Origin of another site", { origin: "https://attacker.example" }],
    ["an opaque Origin", { origin: "null" }],
    ["no Origin but Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["no Origin but Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ])(
    "a write signed in by the cookie alone with %s is refused with 403 and saves nothing",
    async (_case, headers) => {
      const { user, token } = await signedInUser({ fullName: "Ada Lovelace" });
      const { status, body } = await call(saveAnswers, "/api/user/questions", {
        json: { full_name: "Mallory" },
        headers: withCookie(token, headers),
      });
      expect(status).toBe(403);
      expect(body).toEqual({ detail: CROSS_SITE_DETAIL, code: "cross_site" });
      expect(await fullName(user.id)).toBe("Ada Lovelace");
    },
  );

  it.each([
    ["HTTP Basic credentials the browser cached", () => "Basic YWxpY2U6c2VjcmV0"],
    ["a bearer that is not a token", () => "Bearer not-a-token"],
    [
      "a bearer of an ended session",
      async () => {
        const ended = await signedInUser();
        await db.session.deleteMany({ where: { userId: ended.user.id } });
        return `Bearer ${ended.token}`;
      },
    ],
    ["the valid bearer of another account", async () => `Bearer ${(await signedInUser()).token}`],
    ["an Authorization scheme nobody uses", () => "Negotiate YII="],
  ])(
    "a cross-site write the cookie signs in is refused with 403 even beside %s, and saves nothing",
    async (_case, authorization) => {
      const { user, token } = await signedInUser({ fullName: "Ada Lovelace" });
      const header = await authorization();
      const { status, body } = await call(saveAnswers, "/api/user/questions", {
        json: { full_name: "Mallory" },
        headers: withCookie(token, { origin: "https://attacker.example", authorization: header }),
      });
      expect([status, body]).toEqual([403, { detail: CROSS_SITE_DETAIL, code: "cross_site" }]);
      expect(await fullName(user.id)).toBe("Ada Lovelace");
    },
  );

  it.each([
    ["the app's own Origin", () => ({ origin: ownOrigin() })],
    [
      "the Origin of the host the browser addressed",
      () => ({ origin: "http://skin.test:8080", host: "skin.test:8080" }),
    ],
    ["Sec-Fetch-Site: same-origin", () => ({ "sec-fetch-site": "same-origin" })],
    [
      "a charset on the JSON content type",
      () => ({ origin: ownOrigin(), "content-type": "application/json; charset=utf-8" }),
    ],
  ])("the same cookie write from the app's own pages (%s) is saved", async (_case, headers) => {
    const { user, token } = await signedInUser({ fullName: "Ada Lovelace" });
    const { status } = await call(saveAnswers, "/api/user/questions", {
      json: { full_name: "Grace Hopper" },
      headers: withCookie(token, headers()),
    });
    expect(status).toBe(200);
    expect(await fullName(user.id)).toBe("Grace Hopper");
  });

  it("an API client with a bearer token may write from anywhere", async () => {
    const { user, token } = await signedInUser({ fullName: "Ada Lovelace" });
    const { status } = await call(saveAnswers, "/api/user/questions", {
      json: { full_name: "Grace Hopper" },
      bearer: token,
      headers: { origin: "https://another-client.example" },
    });
    expect(status).toBe(200);
    expect(await fullName(user.id)).toBe("Grace Hopper");
  });

  it("reading with the cookie from another site is not a write and still answers", async () => {
    const { token } = await signedInUser();
    const { status } = await call(profileRoute, "/api/user/profile", {
      headers: withCookie(token, { origin: "https://attacker.example", "sec-fetch-site": "cross-site" }),
    });
    expect(status).toBe(200);
  });
});
