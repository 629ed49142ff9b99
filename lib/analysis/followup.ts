import { headingNames } from "@/lib/ai/report-layout";
import type { PreviousReportFacts } from "@/lib/ai/types";
import { reportText } from "@/lib/reports/content";

// What an earlier report contributes to a follow-up prompt ({previous_date},
// {previous_condition}, {previous_findings}, {previous_recommendations}),
// read from the sections of the summary or full report layout (spec section 3),
// in whichever of the six languages it was written.

const SECTION_LIMIT = 1500;

const CONDITION = [...headingNames("condition_identified"), ...headingNames("differential_diagnosis")];
const FINDINGS = [
  ...headingNames("key_findings"),
  ...headingNames("clinical_observations"),
  ...headingNames("clinical_observation_and_morphology"),
];
const RECOMMENDATIONS = [...headingNames("initial_recommendations"), ...headingNames("management_plan")];
const OTHER_SECTIONS = [
  "title",
  ...headingNames("medical_disclaimer"),
  ...headingNames("pathophysiology"),
  ...headingNames("recommended_investigations"),
  ...headingNames("prognosis"),
  ...headingNames("specialised_insights"),
  "specialized insights",
  ...headingNames("follow_up_strategy"),
  ...headingNames("clinical_approach"),
  "disclaimer",
  "progress commentary",
];
const KNOWN = new Set([...CONDITION, ...FINDINGS, ...RECOMMENDATIONS, ...OTHER_SECTIONS]);

/** "KEY FINDINGS: text", "2. Management Plan", "## PROGNOSIS" → the heading and any text after it. */
function heading(line: string): { name: string; rest: string } | null {
  const bare = line
    .replace(/^[\s#*>\d.)-]*/, "")
    .replace(/\*+/g, "")
    .trim();
  const colon = bare.indexOf(":");
  const name = (colon >= 0 ? bare.slice(0, colon) : bare).trim().toLowerCase();
  const rest = colon >= 0 ? bare.slice(colon + 1).trim() : "";
  if (KNOWN.has(name)) return { name, rest };
  const shouted = bare.length <= 60 && /[A-Z]{2}/.test(bare) && bare === bare.toUpperCase();
  return shouted && colon < 0 ? { name, rest: "" } : null;
}

function sections(text: string): Map<string, string> {
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split(/\r?\n/)) {
    const head = heading(line);
    if (head) {
      current = head.rest ? [head.rest] : [];
      if (!found.has(head.name)) found.set(head.name, current);
    } else {
      current?.push(line);
    }
  }
  return new Map([...found].map(([name, lines]) => [name, lines.join("\n").trim()]));
}

function firstOf(found: Map<string, string>, names: string[]): string | undefined {
  return names
    .map((name) => found.get(name))
    .find((text) => !!text)
    ?.slice(0, SECTION_LIMIT);
}

export function previousReportFacts(report: {
  title: string;
  createdAt: Date;
  content: unknown;
}): PreviousReportFacts {
  const text = reportText(report.content);
  const found = sections(text);
  return {
    date: report.createdAt.toISOString().slice(0, 10),
    condition: firstOf(found, CONDITION) ?? report.title,
    findings: firstOf(found, FINDINGS) ?? text.slice(0, SECTION_LIMIT),
    recommendations: firstOf(found, RECOMMENDATIONS) ?? "",
  };
}
