import type { ReportTopic } from "@/lib/reports/cards";

/** Label and tint (theme roles only) of each topic a card can have; its icon is in gallery-icons.tsx. */
export const TOPIC_STYLE: Record<ReportTopic, { label: string; tint: string }> = {
  acne: { label: "Acne", tint: "bg-destructive-soft text-destructive" },
  dry: { label: "Dry skin", tint: "bg-warning-soft text-warning" },
  oily: { label: "Oily skin", tint: "bg-info-soft text-info" },
  sensitive: { label: "Sensitive skin", tint: "bg-accent text-accent-foreground" },
  wrinkles: { label: "Wrinkles", tint: "bg-success-soft text-success" },
  general: { label: "Skin check", tint: "bg-primary-soft text-secondary-foreground" },
};
