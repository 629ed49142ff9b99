import { env } from "@/lib/config/env";
import type { Role, User } from "@/lib/generated/prisma/client";

/**
 * The role of an account now: `admin` exactly when its address is verified and listed in
 * ADMIN_EMAILS. Decided at every request, so removing an address ends admin rights at once.
 */
export function roleFor(user: Pick<User, "email" | "emailVerified">): Role {
  return user.emailVerified && env().ADMIN_EMAILS.includes(user.email) ? "admin" : "user";
}
