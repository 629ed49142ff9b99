import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/errors/http-error";
import {
  DEFAULT_PROMPTS,
  FOLLOWUP_VARIABLES,
  PROMPT_MAX_LENGTH,
  getPrompts,
  savePrompts,
  seedDefaultPrompts,
  type PromptSet,
} from "@/lib/prompts";

const edited: PromptSet = {
  summary_prompt: "Summary prompt v2",
  full_report_prompt: "Full report prompt v2",
  photo_analysis_prompt: "Photo prompt v2",
  attachment_prompt: "Attachment prompt v2",
  followup_prompt: `Compare with ${FOLLOWUP_VARIABLES.join(" ")}`,
};

async function refusal(set: PromptSet): Promise<HttpError> {
  const error: unknown = await savePrompts(set).catch((e: unknown) => e);
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe("the prompts", () => {
  it("are the defaults before anything is stored", async () => {
    await db.prompt.deleteMany();
    expect(await getPrompts()).toEqual(DEFAULT_PROMPTS);
  });

  it("are seeded with the five defaults, and seeding again changes nothing", async () => {
    await db.prompt.deleteMany();
    await seedDefaultPrompts();
    await seedDefaultPrompts();

    const rows = await db.prompt.findMany({ orderBy: { key: "asc" } });
    expect(rows).toHaveLength(5);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.content]))).toEqual(DEFAULT_PROMPTS);
  });

  it("keep an administrator's edit when seeding runs again, and seed only what is missing", async () => {
    await db.prompt.deleteMany();
    await savePrompts(edited, "admin@example.com");
    await db.prompt.delete({ where: { key: "attachment_prompt" } });

    await seedDefaultPrompts();

    expect(await getPrompts()).toEqual({ ...edited, attachment_prompt: DEFAULT_PROMPTS.attachment_prompt });
    expect(await db.prompt.findUnique({ where: { key: "summary_prompt" } })).toMatchObject({
      content: "Summary prompt v2",
      updatedBy: "admin@example.com",
    });
  });

  it("are saved as a whole set, trimmed", async () => {
    const saved = await savePrompts({ ...edited, summary_prompt: "  Summary prompt v3\n" });

    expect(saved.summary_prompt).toBe("Summary prompt v3");
    expect(await getPrompts()).toEqual({ ...edited, summary_prompt: "Summary prompt v3" });
  });

  it("refuse an empty prompt with 422 naming it, and store nothing", async () => {
    await savePrompts(edited);

    const error = await refusal({ ...edited, full_report_prompt: "   ", summary_prompt: "Changed" });

    expect(error.status).toBe(422);
    expect(error.detail).toBe("full_report_prompt: Must not be empty");
    expect(await getPrompts()).toEqual(edited);
  });

  it("refuse a prompt longer than the limit", async () => {
    const error = await refusal({ ...edited, photo_analysis_prompt: "x".repeat(PROMPT_MAX_LENGTH + 1) });

    expect(error.status).toBe(422);
    expect(error.detail).toBe(`photo_analysis_prompt: Must be at most ${PROMPT_MAX_LENGTH} characters`);
  });

  it("refuse a follow-up prompt that lost its variables, naming the missing ones", async () => {
    await savePrompts(edited);

    const error = await refusal({
      ...edited,
      followup_prompt: "Compare with {previous_date} and {previous_condition}.",
    });

    expect(error.status).toBe(422);
    expect(error.detail).toBe(
      "followup_prompt: Must keep the variables {previous_findings}, {previous_recommendations}",
    );
    expect((await getPrompts()).followup_prompt).toBe(edited.followup_prompt);
  });
});

describe("the default prompts", () => {
  it("ask for the summary layout of the spec, in order", () => {
    const headings = [
      "CONDITION IDENTIFIED",
      "CLINICAL OBSERVATIONS",
      "KEY FINDINGS",
      "INITIAL RECOMMENDATIONS",
      "MEDICAL DISCLAIMER",
    ];
    const positions = headings.map((h) => DEFAULT_PROMPTS.summary_prompt.indexOf(`\n${h}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(DEFAULT_PROMPTS.summary_prompt).toMatch(/3 to 5 words/);
    expect(DEFAULT_PROMPTS.summary_prompt).toMatch(/no markdown/);
  });

  it("ask for the ten sections of the full report, in order", () => {
    const headings = [
      "1. CLINICAL OBSERVATION AND MORPHOLOGY",
      "2. DIFFERENTIAL DIAGNOSIS",
      "3. PATHOPHYSIOLOGY",
      "4. RECOMMENDED INVESTIGATIONS",
      "5. MANAGEMENT PLAN",
      "6. PROGNOSIS",
      "7. SPECIALISED INSIGHTS",
      "8. FOLLOW-UP STRATEGY",
      "9. CLINICAL APPROACH",
      "10. MEDICAL DISCLAIMER",
    ];
    const positions = headings.map((h) => DEFAULT_PROMPTS.full_report_prompt.indexOf(`\n${h}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("carry the follow-up variables and pass their own validation", () => {
    for (const variable of FOLLOWUP_VARIABLES) expect(DEFAULT_PROMPTS.followup_prompt).toContain(variable);
    return expect(savePrompts(DEFAULT_PROMPTS)).resolves.toEqual(DEFAULT_PROMPTS);
  });
});
