import { USER_QUERY_ROOT } from "@/components/api/queries";

/**
 * Query keys of the console's reads. They sit under the signed-in user's root, so signing out
 * (or in as someone else) drops every console read with the rest of that user's data.
 */
export const adminQueryKey = (...parts: unknown[]) => [...USER_QUERY_ROOT, "admin", ...parts] as const;
