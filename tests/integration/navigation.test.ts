import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { communityListed, viewerOf } from "@/lib/site/navigation";
import { makeReport, makeUser, signedInAdmin, signedInUser } from "../support/factories";

const viewer = (bearer?: string) => ({
  headers: new Headers(bearer ? { authorization: `Bearer ${bearer}` } : {}),
});

describe("the header: who is looking, and whether Community shows", () => {
  beforeEach(async () => {
    await db.report.deleteMany();
  });

  it("a visitor sees no Community link while no report is public", async () => {
    await makeReport({ privacySetting: "private" });
    await makeReport({ privacySetting: "unlisted" });
    await makeReport({ disabled: true });
    await makeReport({ expiresAt: new Date(Date.now() - 60_000) });
    const blocked = await makeUser({ blocked: true });
    await makeReport({ userId: blocked.id });
    expect(await viewerOf(viewer())).toEqual({ signed_in: false, is_admin: false, subscribed: false });
    expect(await communityListed()).toBe(false);
  });

  it("one public report makes the Community link appear", async () => {
    await makeReport();
    expect(await communityListed()).toBe(true);
  });

  it("a signed-in user gets Free Credits and Account but not Admin", async () => {
    const { token } = await signedInUser();
    expect(await viewerOf(viewer(token))).toMatchObject({ signed_in: true, is_admin: false });
  });

  it("only the server's admin role shows Admin, whatever the e-mail says", async () => {
    const { token: adminToken } = await signedInAdmin({ email: "someone@example.com" });
    const { token: lookalike } = await signedInUser({ email: "admin@example.com" });
    expect((await viewerOf(viewer(adminToken))).is_admin).toBe(true);
    expect((await viewerOf(viewer(lookalike))).is_admin).toBe(false);
  });

  it("a tampered or blocked session reads as signed out instead of breaking the page", async () => {
    const { token } = await signedInUser();
    expect(await viewerOf(viewer(`${token.slice(0, -4)}AAAA`))).toMatchObject({ signed_in: false });
    const { token: blockedToken } = await signedInUser({ blocked: true });
    expect(await viewerOf(viewer(blockedToken))).toMatchObject({ signed_in: false, is_admin: false });
  });
});
