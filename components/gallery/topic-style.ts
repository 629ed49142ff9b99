import type { ReportTopic } from "@/lib/reports/cards";

/** The tint (theme roles only) of each topic a card can have; its label is gallery.topics, its icon in gallery-icons.tsx. */
export const TOPIC_TINT: Record<ReportTopic, string> = {
  acne: "bg-destructive-soft text-destructive",
  dry: "bg-warning-soft text-warning",
  oily: "bg-info-soft text-info",
  sensitive: "bg-accent text-accent-foreground",
  wrinkles: "bg-success-soft text-success",
  general: "bg-primary-soft text-secondary-foreground",
};
