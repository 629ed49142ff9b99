import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { unprocessable } from "@/lib/errors/http-error";
import { describeZodError } from "@/lib/http/route";
import { DEFAULT_PROMPTS } from "./defaults";
import { PROMPT_KEYS, PromptSetSchema, type PromptSet } from "./schema";

export * from "./schema";
export { DEFAULT_PROMPTS } from "./defaults";
export { fillFollowupPrompt } from "./followup";

/**
 * The prompts in force: the stored ones, with the defaults for any not stored yet. Read afresh by
 * every analysis (five short rows beside the model's seconds), so an analysis needs no request to run in.
 */
export async function getPrompts(): Promise<PromptSet> {
  const rows = await db.prompt.findMany();
  return { ...DEFAULT_PROMPTS, ...Object.fromEntries(rows.map((row) => [row.key, row.content])) };
}

/** Validates and stores all five prompts together (the console posts the whole set). */
export async function savePrompts(
  set: PromptSet,
  updatedBy?: string,
  tx?: Prisma.TransactionClient,
): Promise<PromptSet> {
  const parsed = PromptSetSchema.safeParse(set);
  if (!parsed.success) throw unprocessable(describeZodError(parsed.error));
  const prompts = parsed.data;
  const write = async (t: Prisma.TransactionClient) => {
    for (const key of PROMPT_KEYS) {
      await t.prompt.upsert({
        where: { key },
        create: { key, content: prompts[key], updatedBy },
        update: { content: prompts[key], updatedBy },
      });
    }
  };
  // In a caller's transaction (the console audits the change there), else in one of its own.
  await (tx ? write(tx) : db.$transaction(write));
  return prompts;
}

/** Stores the default of every prompt not stored yet; an administrator's edit is never overwritten. */
export async function seedDefaultPrompts(): Promise<void> {
  await db.prompt.createMany({
    data: PROMPT_KEYS.map((key) => ({ key, content: DEFAULT_PROMPTS[key] })),
    skipDuplicates: true,
  });
}
