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
  // One read of this month's counted reports rather than three counts: there are no more of them
  // than the month's allowances (fair use and the subscription's cap), and the three counts ran
  // one after another in the charging transaction, or held three pooled connections outside it.
  const day = startOfDay(now);
  const counted = await client.report.findMany({
    where: {
      userId: user.id,
      charge: { in: ["free_summary", "subscription"] },
      createdAt: { gte: startOfMonth(now) },
    },
    select: { charge: true, createdAt: true },
  });
  const freeSummaries = counted.filter((report) => report.charge === "free_summary");
  const today = freeSummaries.filter((report) => report.createdAt >= day).length;
  const thisMonth = freeSummaries.length;
  const subscription = counted.length - thisMonth;
  return {
    freeSummariesToday: today,
    freeSummariesThisMonth: thisMonth,
    subscriptionReportsThisMonth: subscription,
  };
}
