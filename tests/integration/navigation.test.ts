import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { navigationState } from "@/lib/site/navigation";
import { makeReport, makeUser, signedInAdmin, signedInUser } from "../support/factories";

const viewer = (bearer?: string) => ({
  headers: new Headers(bearer ? { authorization: `Bearer ${bearer}` } : {}),
});

describe("header navigation state", () => {
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
    expect(await navigationState(viewer())).toEqual({
      signedIn: false,
      isAdmin: false,
      showCommunity: false,
    });
  });

  it("one public report makes the Community link appear", async () => {
    await makeReport();
    expect((await navigationState(viewer())).showCommunity).toBe(true);
  });

  it("a signed-in user gets Free Credits and Account but not Admin", async () => {
    const { token } = await signedInUser();
    expect(await navigationState(viewer(token))).toMatchObject({ signedIn: true, isAdmin: false });
  });

  it("only the server's admin role shows Admin, whatever the e-mail says", async () => {
    const { token: adminToken } = await signedInAdmin({ email: "someone@example.com" });
    const { token: lookalike } = await signedInUser({ email: "admin@example.com" });
    expect((await navigationState(viewer(adminToken))).isAdmin).toBe(true);
    expect((await navigationState(viewer(lookalike))).isAdmin).toBe(false);
  });

  it("a tampered or blocked session reads as signed out instead of breaking the page", async () => {
    const { token } = await signedInUser();
    expect(await navigationState(viewer(`${token.slice(0, -4)}AAAA`))).toMatchObject({ signedIn: false });
    const { token: blockedToken } = await signedInUser({ blocked: true });
    expect(await navigationState(viewer(blockedToken))).toMatchObject({ signedIn: false, isAdmin: false });
  });
});
