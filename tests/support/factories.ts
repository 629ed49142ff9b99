import { randomUUID } from "node:crypto";
import { issueAccessToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import type { Prisma, User } from "@/lib/generated/prisma/client";

// Small factories for integration tests: build what a test needs, nothing more.

export async function makeUser(overrides: Partial<Prisma.UserCreateInput> = {}): Promise<User> {
  return db.user.create({
    data: { email: `user-${randomUUID().slice(0, 8)}@example.com`, emailVerified: true, ...overrides },
  });
}

/** A user and a bearer token for it. */
export async function signedInUser(overrides: Partial<Prisma.UserCreateInput> = {}) {
  const user = await makeUser(overrides);
  return { user, token: await issueAccessToken(user) };
}

export async function signedInAdmin(overrides: Partial<Prisma.UserCreateInput> = {}) {
  return signedInUser({ role: "admin", ...overrides });
}
