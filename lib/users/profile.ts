import { entitlementsFor, type Entitlements } from "@/lib/analysis/entitlements";
import type { User } from "@/lib/generated/prisma/client";
import { serializeUser, type UserProfile } from "./serialize";
import { userUsage } from "./usage";

/** The account as the spec's User: its fields and figures. */
export async function userAccount(user: User, now: Date = new Date()): Promise<UserProfile> {
  return serializeUser(user, await userUsage(user, now), now);
}

/** What GET /api/user/profile answers: the account, and what it may do now (GET /api/user/entitlements). */
export async function userProfile(
  user: User,
  ip: string,
  now: Date = new Date(),
): Promise<UserProfile & { entitlements: Entitlements }> {
  const [account, entitlements] = await Promise.all([
    userAccount(user, now),
    entitlementsFor(user, ip, { now }),
  ]);
  return { ...account, entitlements };
}
