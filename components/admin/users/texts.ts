// The Users tab's texts (spec sections 2, 4 and 8).

export { USER_DELETED } from "@/lib/admin/messages";
export const USER_DELETION_CANCELLED = "User deletion cancelled";
export const USER_DELETE_FAILED = "Failed to delete user";
export const USER_UPDATED = "User updated";
export const USER_UPDATE_FAILED = "Failed to update user";
export const USER_BLOCKED = "User blocked";
export const USER_UNBLOCKED = "User unblocked";
export const USERS_LOAD_FAILED = "Failed to load users";
export const USER_ACTIVITY_LOAD_FAILED = "Failed to load this user's reports and transactions";

export const USER_FILTER_LABELS = {
  all: "All users",
  active: "Active",
  blocked: "Blocked",
  paying: "Paying",
  free: "Free",
  subscribers: "Subscribers",
} as const;

export const USER_SORT_LABELS = {
  created_at: "Joined",
  email: "E-mail",
  credits: "Credits",
  report_count: "Reports",
} as const;

export const SUBSCRIPTION_LABELS = {
  none: "None",
  active: "Active",
  canceled: "Canceled",
  expired: "Expired",
} as const;
