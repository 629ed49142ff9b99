import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { POST as contactForm } from "@/app/api/contact-form/route";
import { GET as inviteRoute } from "@/app/api/invite/[code]/route";
import { POST as redeemRoute } from "@/app/api/vouchers/redeem/route";
import { POST as answersRoute } from "@/app/api/reports/[id]/answers/route";
import { POST as saveProfileAnswers } from "@/app/api/user/questions/route";
import { db } from "@/lib/db";
import { seedProfileQuestions } from "@/lib/profile/questions";
import { CONTROL_CHARACTERS_REFUSED } from "@/lib/validation/text";
import { FakeOpenAI } from "../fakes/openai";
import { leavesOf, loadEndpoints, sampleInput, withLeaf, type Endpoint } from "../support/endpoints";
import { makePhoto, makeReport, signedInUser } from "../support/factories";
import { call, randomIp } from "../support/http";
import { TWO_QUESTIONS, serveFakeOpenAI } from "../support/openai";

// PostgreSQL refuses a NUL byte in text and JSON. Every free-text field refuses it (and the other C0
// control characters except tab, line feed and carriage return) as a 422 naming the field, before any
// model is called or anything is charged or stored.

const modelAnswer = {
  title: "Mild Inflammatory Acne",
  content: "CONDITION IDENTIFIED\nMild inflammatory acne.\n\nMEDICAL DISCLAIMER\nInformational only.",
  progress_commentary: "",
  dynamic_questions: TWO_QUESTIONS,
};

const fake = new FakeOpenAI({ defaultResponder: () => modelAnswer });
serveFakeOpenAI(fake);

beforeAll(async () => {
  await seedProfileQuestions();
});

beforeEach(() => fake.reset());

const analyze = (route: typeof fullRoute, kind: string, json: unknown, bearer?: string) =>
  call(route, `/api/analysis/${kind}`, {
    json,
    bearer,
    ip: randomIp(),
  });

let contactSender = 0;

const userRow = (id: string) => db.user.findUniqueOrThrow({ where: { id } });

describe("a NUL or other control character in free text", () => {
  it.each([
    ["the context note", { context_history: "Itchy since May\u0000" }, "context_history"],
    [
      "an answer to a question",
      { questions_answers: { duration: "Weeks\u0000" } },
      "questions_answers.duration",
    ],
    [
      "an option among several answers",
      { questions_answers: { areas: ["cheeks", "\u0007"] } },
      "questions_answers.areas.1",
    ],
    [
      "an answer cut inside an emoji (an unpaired surrogate)",
      { questions_answers: { duration: "Weeks \ud83d" } },
      "questions_answers.duration",
    ],
    ["the id of an answer", { questions_answers: { "dura\u0000tion": "Weeks" } }, "questions_answers"],
  ])(
    "in %s of a full report is a 422 naming the field: the model is not called and no credit is spent",
    async (_case, extra, field) => {
      const { user, token } = await signedInUser({ credits: 2, firstReportClaimed: true });
      const photoId = await makePhoto(user.id);

      const { status, body } = await analyze(fullRoute, "full", { photo_ids: [photoId], ...extra }, token);

      expect(status).toBe(422);
      expect(body.detail).toContain(`${field}: ${CONTROL_CHARACTERS_REFUSED}`);
      expect(fake.chatRequests).toHaveLength(0);
      expect((await userRow(user.id)).credits).toBe(2);
      expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(0);
      expect(await db.report.count({ where: { userId: user.id } })).toBe(0);
    },
  );

  it("in a visitor's summary request is a 422 naming the field, without calling the model", async () => {
    const photoId = await makePhoto();
    const { status, body } = await analyze(summaryRoute, "summary", {
      photo_ids: [photoId],
      context_history: "\u001b[31mred",
    });
    expect(status).toBe(422);
    expect(body).toEqual({ detail: `context_history: ${CONTROL_CHARACTERS_REFUSED}` });
    expect(fake.chatRequests).toHaveLength(0);
    expect(await db.report.count()).toBe(0);
  });

  it("does not touch tabs, line breaks or ordinary Unicode, which still reach the model", async () => {
    const { user, token } = await signedInUser({ credits: 1, firstReportClaimed: true });
    const note = "Red patch\ton the cheek,\r\nsince May. Crème, 日本, 🙂";
    const { status } = await analyze(
      fullRoute,
      "full",
      { photo_ids: [await makePhoto(user.id)], context_history: note },
      token,
    );
    expect(status).toBe(200);
    expect(fake.chatRequests).toHaveLength(1);
    const report = await db.report.findFirstOrThrow({ where: { userId: user.id } });
    expect(report.contextHistory).toBe(note);
  });

  it("in a profile answer is a 422 naming the question, and the stored answer stays", async () => {
    const { user, token } = await signedInUser();
    const save = (answers: Record<string, unknown>) =>
      call(saveProfileAnswers, "/api/user/questions", { bearer: token, json: answers });
    expect((await save({ skincare_routine: "Cleanser twice a day" })).status).toBe(200);

    const refused = await save({ skincare_routine: "Cleanser\u0000 twice a day" });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ detail: `skincare_routine: ${CONTROL_CHARACTERS_REFUSED}` });

    const name = await save({ full_name: "Ada\u0000Lovelace" });
    expect(name.status).toBe(422);
    expect(name.body).toEqual({ detail: `full_name: ${CONTROL_CHARACTERS_REFUSED}` });

    const stored = await db.profileAnswer.findFirstOrThrow({
      where: { userId: user.id, questionId: "skincare_routine" },
    });
    expect(stored.value).toBe("Cleanser twice a day");
    expect((await userRow(user.id)).fullName).toBeNull();
  });

  it("in a report answer is a 422 naming the answer, and the report keeps its answers", async () => {
    const { user, token } = await signedInUser();
    const report = await makeReport({
      userId: user.id,
      privacySetting: "private",
      dynamicQuestions: [
        { id: "duration", question: "How long?", type: "text", options: [], required: false },
      ],
    });
    const { status, body } = await call(answersRoute, `/api/reports/${report.id}/answers`, {
      json: { answers: { duration: "two weeks\u0000" } },
      bearer: token,
      params: { id: report.id },
    });
    expect(status).toBe(422);
    expect(body).toEqual({ detail: `answers.duration: ${CONTROL_CHARACTERS_REFUSED}` });
    expect((await db.report.findUniqueOrThrow({ where: { id: report.id } })).questionsAnswers).toEqual({});
  });

  it.each([
    ["name", { name: "Marie\u0000Curie" }, "Name"],
    ["subject", { subject: "Question\u0000" }, "Subject"],
    ["message", { message: "Could you explain\u0000 the findings?" }, "Message"],
    ["page address", { page_url: "http://localhost:3000/\u0000" }, "Page URL"],
  ])(
    "in the contact form's %s is a 422 naming the field, and nothing is stored",
    async (_case, change, label) => {
      const form = {
        name: "Marie Curie",
        email: "marie@example.com",
        subject: "Question about my report",
        message: "Could you explain the key findings section of my report?",
        ...change,
      };
      const { status, body } = await call(contactForm, "/api/contact-form", {
        json: form,
        ip: `203.0.113.${++contactSender}`,
      });
      expect(status).toBe(422);
      expect(body).toEqual({ detail: `${label} ${CONTROL_CHARACTERS_REFUSED}` });
      expect(await db.contactMessage.count()).toBe(0);
    },
  );
});

describe("a NUL in a voucher code", () => {
  it("in an invitation link is a 422, not a failed database lookup", async () => {
    const { status, body } = await call(inviteRoute, "/api/invite/A%00B", {
      params: { code: "A\u0000B" },
      ip: randomIp(),
    });
    expect(status).toBe(422);
    expect(body).toEqual({ detail: `code: ${CONTROL_CHARACTERS_REFUSED}` });
  });

  it("redeemed by a signed-in user is a 422, not a failed database lookup", async () => {
    const { token } = await signedInUser();
    const { status, body } = await call(redeemRoute, "/api/vouchers/redeem?code=A%00B", {
      method: "POST",
      bearer: token,
      ip: randomIp(),
    });
    expect(status).toBe(422);
    expect(body).toEqual({ detail: `code: ${CONTROL_CHARACTERS_REFUSED}` });
  });
});

// Every string field of every endpoint's body, query and path, found from the schemas route() keeps
// on each handler (tests/support/endpoints.ts): a field that takes ordinary words must refuse a NUL and
// text far past any sensible length. Fields listed here are bounded otherwise, for the reason given.
const BOUNDED_ELSEWHERE: Record<string, string> = {
  // A whole photo as a data URL: bounded by the 1 MB JSON body cap and the photo size checks.
  "POST /api/full body photo_base64": "photo bytes",
  "POST /api/summary body photo_base64": "photo bytes",
  // An over-long code is simply unknown: the voucher rules answer it with the spec's "not found".
  "GET /api/invite/[code] params code": "voucher rules",
  "POST /api/vouchers/redeem query code": "voucher rules",
};

type Part = "body" | "query" | "params";

function stringFields(endpoint: Endpoint, part: Part): { sample: unknown; paths: (string | number)[][] } {
  const sample = sampleInput(endpoint.schemas?.[part]);
  const paths = leavesOf(sample)
    .filter((leaf) => typeof leaf.value === "string")
    .map((leaf) => leaf.path);
  return { sample, paths };
}

/** The messages zod gives for the field at `at` when it holds `value` (the rest of the sample as is). */
function issuesAt(schema: ZodType, sample: unknown, at: (string | number)[], value: string): string[] {
  const result = schema.safeParse(withLeaf(sample, at, value));
  if (result.success) return [];
  const key = at.join(".");
  return result.error.issues.filter((issue) => issue.path.join(".") === key).map((issue) => issue.message);
}

const enumerated = await loadEndpoints();

describe("every string field of every endpoint", () => {
  const fields = enumerated.flatMap((endpoint) =>
    (["body", "query", "params"] as const).flatMap((part) => {
      const { sample, paths } = stringFields(endpoint, part);
      return paths.map((at) => ({
        endpoint,
        part,
        sample,
        at,
        name: `${endpoint.method} ${endpoint.pattern} ${part} ${at.join(".")}`,
      }));
    }),
  );

  it("are found from the handlers' schemas", () => {
    expect(fields.length).toBeGreaterThan(40);
  });

  it.each(fields.map((field) => [field.name, field] as const))(
    "%s refuses a NUL and oversize text",
    (name, { endpoint, part, sample, at }) => {
      const schema = endpoint.schemas![part]!;
      if (issuesAt(schema, sample, at, "plain words").length > 0) {
        // Not free text (an id, an option, a code): a NUL fails its format anyway.
        expect(issuesAt(schema, sample, at, "plain\u0000words").length).toBeGreaterThan(0);
        return;
      }
      expect(issuesAt(schema, sample, at, "plain\u0000words")).toContain(CONTROL_CHARACTERS_REFUSED);
      expect(issuesAt(schema, sample, at, "plain \ud83d words")).toContain(CONTROL_CHARACTERS_REFUSED);
      if (!(name in BOUNDED_ELSEWHERE))
        expect(issuesAt(schema, sample, at, "a".repeat(100_000)).length).toBeGreaterThan(0);
    },
  );
});
