import { z } from "zod";
import { Entitlements, entitlementFacts, entitlementsOf } from "@/lib/analysis/entitlements";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { getSettings } from "@/lib/settings";
import type { ProfileUpdate } from "./schemas";
import { serializeUser, UserProfile } from "./serialize";
import { userUsage } from "./usage";

/** The account as the spec's User: its fields and figures. */
export async function userAccount(user: User, now: Date = new Date()): Promise<UserProfile> {
  return serializeUser(user, await userUsage(user, now), now);
}

/** GET /api/user/profile: the account and, as GET /api/user/entitlements says, what it may do now. */
export const ProfileAnswer = UserProfile.extend({ entitlements: Entitlements });

/**
 * What GET /api/user/profile answers: the account, and what it may do now (GET
 * /api/user/entitlements). The month's free summaries are read once, for both.
 */
export async function userProfile(
  user: User,
  ip: string,
  now: Date = new Date(),
): Promise<z.output<typeof ProfileAnswer>> {
  const [settings, reportCount, { viewer, usage }] = await Promise.all([
    getSettings(),
    db.report.count({ where: { userId: user.id } }),
    entitlementFacts(user, ip, now),
  ]);
  const account = serializeUser(user, { reportCount, fairUseCount: usage.freeSummariesThisMonth }, now);
  return { ...account, entitlements: entitlementsOf(viewer, usage, settings) };
}

/** PATCH /api/user/profile: changes the account's settings and answers the profile as GET does. */
export async function updateProfile(user: User, input: ProfileUpdate, ip: string) {
  const updated = await db.user.update({
    where: { id: user.id },
    data: { spotReminders: input.spot_reminders, language: input.language },
  });
  return userProfile(updated, ip);
}
