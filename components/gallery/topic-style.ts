import { CircleDot, Droplets, Feather, ScanFace, Waves, Wind, type LucideIcon } from "lucide-react";
import type { ReportTopic } from "@/lib/reports/cards";

/** Tint (theme roles only) and icon of each topic a card can have. */
export const TOPIC_STYLE: Record<ReportTopic, { label: string; icon: LucideIcon; tint: string }> = {
  acne: { label: "Acne", icon: CircleDot, tint: "bg-destructive-soft text-destructive" },
  dry: { label: "Dry skin", icon: Wind, tint: "bg-warning-soft text-warning" },
  oily: { label: "Oily skin", icon: Droplets, tint: "bg-info-soft text-info" },
  sensitive: { label: "Sensitive skin", icon: Feather, tint: "bg-accent text-accent-foreground" },
  wrinkles: { label: "Wrinkles", icon: Waves, tint: "bg-success-soft text-success" },
  general: { label: "Skin check", icon: ScanFace, tint: "bg-primary-soft text-secondary-foreground" },
};
