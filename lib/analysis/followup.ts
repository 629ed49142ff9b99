import type { PreviousReportFacts } from "@/lib/ai/types";
import { reportText } from "@/lib/reports/content";

// What an earlier report contributes to a follow-up prompt ({previous_date},
// {previous_condition}, {previous_findings}, {previous_recommendations}),
// read from the sections of the summary or full report layout (spec section 3).

const SECTION_LIMIT = 1500;

const CONDITION = ["condition identified", "differential diagnosis"];
const FINDINGS = ["key findings", "clinical observations", "clinical observation and morphology"];
const RECOMMENDATIONS = ["initial recommendations", "management plan"];
const OTHER_SECTIONS = [
  "title",
  "medical disclaimer",
  "pathophysiology",
  "recommended investigations",
  "prognosis",
  "specialised insights",
  "specialized insights",
  "follow-up strategy",
  "clinical approach",
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
