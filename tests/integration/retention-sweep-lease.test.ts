import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { SWEEP_LEASE, sweepIfLeaseClaimed } from "@/lib/reports/cleanup";
import { claimLease } from "@/lib/scheduler/lease";
import { makePhoto, makeReport } from "../support/factories";

// Every app instance has the hourly timer; one database decides which instance sweeps.

describe("the retention sweep on several instances", () => {
  it("two instances that sweep at the same moment: one does the work, the other skips", async () => {
    await db.schedulerLease.deleteMany();
    const photoId = await makePhoto();
    const report = await makeReport({ photoIds: [photoId], expiresAt: new Date(Date.now() - 1000) });

    const ran = await Promise.all([sweepIfLeaseClaimed(), sweepIfLeaseClaimed()]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await db.report.count({ where: { id: report.id } })).toBe(0);
    expect(await db.photo.count({ where: { id: photoId } })).toBe(0);
  });

  it("many claims at once: exactly one holder wins, and the lease lasts until it expires", async () => {
    await db.schedulerLease.deleteMany();
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimLease("test-job", 60, `instance-${i}`)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const winner = `instance-${claims.indexOf(true)}`;
    expect(await db.schedulerLease.findUniqueOrThrow({ where: { name: "test-job" } })).toMatchObject({
      holder: winner,
    });
    expect(await claimLease("test-job", 60, "instance-late")).toBe(false);
    expect(await claimLease("other-job", 60, "instance-late")).toBe(true);
  });

  it("the next hour's sweep runs again once the lease has expired, whichever instance fires", async () => {
    await db.schedulerLease.deleteMany();
    expect(await sweepIfLeaseClaimed()).toBe(true);
    expect(await sweepIfLeaseClaimed()).toBe(false);
    // An instance that died holding the lease does not stop the sweep for longer than the lease.
    await db.schedulerLease.update({
      where: { name: SWEEP_LEASE },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    expect(await sweepIfLeaseClaimed()).toBe(true);
  });
});
