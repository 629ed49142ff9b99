import type { User } from "@/lib/generated/prisma/client";
import { serializeUser, type UserProfile } from "./serialize";
import { userUsage } from "./usage";

/** What GET /api/user/profile answers for the signed-in user. */
export async function userProfile(user: User, now: Date = new Date()): Promise<UserProfile> {
  return serializeUser(user, await userUsage(user.id, now), now);
}
