import { isAdmin } from "@/lib/auth/current-user";
import { hasActiveSubscription, usableCredits } from "@/lib/billing/entitlements";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { startOfMonth } from "@/lib/time/calendar";
import { freeSummariesUsed, type FairUseSubject } from "./fair-use";
import { addressClaimedFirstFree } from "./first-free";
import type { UsageFacts, ViewerFacts } from "./permissions";

// The facts decideAnalysis needs, read from the database (or from the
// transaction that charges, so they are fresh).

export async function viewerFacts(
  client: Prisma.TransactionClient,
  user: User | null,
  now: Date = new Date(),
): Promise<ViewerFacts> {
  if (!user) {
    return {
      signedIn: false,
      isAdmin: false,
      emailVerified: false,
      usableCredits: 0,
      activeSubscription: false,
      firstReportClaimed: false,
      addressClaimedFirstFree: false,
    };
  }
  return {
    signedIn: true,
    isAdmin: isAdmin(user),
    emailVerified: user.emailVerified,
    usableCredits: usableCredits(user, now),
    activeSubscription: hasActiveSubscription(user, now),
    firstReportClaimed: user.firstReportClaimed,
    addressClaimedFirstFree: await addressClaimedFirstFree(client, user.email),
  };
}

/** Whose free summaries a caller's count: a signed-in user's mailbox, else the visitor's address. */
export function fairUseSubject(user: Pick<User, "email"> | null, ip: string): FairUseSubject {
  return user ? { email: user.email } : { visitorIp: ip };
}

export async function usageFacts(
  client: Prisma.TransactionClient,
  user: User | null,
  ip: string,
  now: Date = new Date(),
): Promise<UsageFacts> {
  const free = await freeSummariesUsed(client, fairUseSubject(user, ip), now);
  // Only a subscriber's reports count against the subscription's monthly cap.
  const subscriptionReportsThisMonth =
    user && hasActiveSubscription(user, now)
      ? await client.report.count({
          where: { userId: user.id, charge: "subscription", createdAt: { gte: startOfMonth(now) } },
        })
      : 0;
  return {
    freeSummariesToday: free.today,
    freeSummariesThisMonth: free.thisMonth,
    subscriptionReportsThisMonth,
  };
}
