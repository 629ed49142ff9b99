import { isAdmin } from "@/lib/auth/current-user";
import { hasActiveSubscription, usableCredits } from "@/lib/billing/entitlements";
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { startOfMonth } from "@/lib/users/usage";
import { startOfDay, visitorFreeSummaries } from "./fair-use";
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

export async function usageFacts(
  client: Prisma.TransactionClient,
  user: User | null,
  ip: string,
  now: Date = new Date(),
): Promise<UsageFacts> {
  if (!user) {
    const visitor = await visitorFreeSummaries(client, ip, now);
    return {
      freeSummariesToday: visitor.today,
      freeSummariesThisMonth: visitor.thisMonth,
      subscriptionReportsThisMonth: 0,
    };
  }
  const month = startOfMonth(now);
  const [today, thisMonth, subscription] = await Promise.all([
    client.report.count({
      where: { userId: user.id, charge: "free_summary", createdAt: { gte: startOfDay(now) } },
    }),
    client.report.count({ where: { userId: user.id, charge: "free_summary", createdAt: { gte: month } } }),
    client.report.count({ where: { userId: user.id, charge: "subscription", createdAt: { gte: month } } }),
  ]);
  return {
    freeSummariesToday: today,
    freeSummariesThisMonth: thisMonth,
    subscriptionReportsThisMonth: subscription,
  };
}
