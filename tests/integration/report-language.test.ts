import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { POST as followupRoute } from "@/app/api/analysis/followup/route";
import { POST as fullRoute } from "@/app/api/analysis/full/route";
import { POST as summaryRoute } from "@/app/api/analysis/summary/route";
import { GET as publicReportsRoute } from "@/app/api/reports/public/route";
import { GET as reportRoute } from "@/app/api/reports/[id]/route";
import { GET as timelineRoute } from "@/app/api/reports/[id]/timeline/route";
import { GET as streamRoute } from "@/app/api/reports/[id]/stream/route";
import { MEDICAL_DISCLAIMER_TEXTS } from "@/lib/ai/disclaimer";
import { MOCK_NOTICES } from "@/lib/ai/mock";
import { MOCK_TEXTS } from "@/lib/ai/mock-texts";
import { SECTION_HEADINGS } from "@/lib/ai/report-layout";
import { IDEMPOTENCY_KEY_OTHER_REQUEST } from "@/lib/analysis/idempotency";
import { otherLanguageThanEarlier } from "@/lib/analysis/language";
import { db } from "@/lib/db";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/client-address";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { FakeOpenAI } from "../fakes/openai";
import { makePhoto, makeReport, makeVisitorPhoto, signedInUser } from "../support/factories";
import { call, randomIp } from "../support/http";
import { inInstructedLanguage, languageOf, serveFakeOpenAI, withoutAIKey } from "../support/openai";
import { parseEvents } from "../support/sse";

// Reports in the reader's language (docs/i18n.md, "Reports"): the language a request names, else
// the one the report continues, else the caller's (saved, then the browser's), else English.

const fake = new FakeOpenAI({ defaultResponder: inInstructedLanguage });
serveFakeOpenAI(fake);
beforeEach(() => fake.reset());

const routes = { summary: summaryRoute, full: fullRoute, followup: followupRoute };

type Options = { bearer?: string; headers?: Record<string, string> };

function analyze(kind: keyof typeof routes, json: unknown, { bearer, headers = {} }: Options = {}) {
  return call(routes[kind], `/api/analysis/${kind}`, { json, bearer, headers, ip: randomIp() });
}

async function streamed(kind: keyof typeof routes, json: unknown, { bearer, headers = {} }: Options = {}) {
  const response = await routes[kind](
    new NextRequest(new URL(`/api/analysis/${kind}`, "http://localhost:3000"), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        [SOCKET_ADDRESS_HEADER]: randomIp(),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...headers,
      },
      body: JSON.stringify(json),
    }),
  );
  const text = await response.text();
  return {
    status: response.status,
    events: response.headers.get("content-type")?.includes("text/event-stream") ? parseEvents(text) : [],
    body: response.headers.get("content-type")?.includes("json")
      ? (JSON.parse(text) as { detail: string })
      : null,
  };
}

const languageOfReport = async (id: unknown) =>
  (await db.report.findUniqueOrThrow({ where: { id: id as string } })).language;
const creditsOf = async (userId: string) =>
  (await db.user.findUniqueOrThrow({ where: { id: userId } })).credits;

async function visitorSummary(json: Record<string, unknown> = {}, options: Options = {}) {
  const { photoId, uploadSecret } = await makeVisitorPhoto();
  return analyze("summary", { photo_ids: [photoId], upload_secret: uploadSecret, ...json }, options);
}

describe("the demonstration AI (no AI key)", () => {
  withoutAIKey();

  it("writes a summary asked for in German in German, and stores and serves it as German", async () => {
    const { status, body } = await visitorSummary({ language: "de" });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      language: "de",
      analysis: { title: MOCK_TEXTS.de.titles.summary, mock: true },
      dynamic_questions: MOCK_TEXTS.de.questions,
    });
    const content = (body.analysis as { content: string }).content;
    expect(content.startsWith(MOCK_NOTICES.de)).toBe(true);
    for (const heading of Object.values(SECTION_HEADINGS.de).slice(0, 4)) expect(content).toContain(heading);
    expect(content).toContain(MEDICAL_DISCLAIMER_TEXTS.de);
    expect(content).not.toContain("CONDITION IDENTIFIED");
    expect(await languageOfReport(body.report_id)).toBe("de");

    const id = body.report_id as string;
    const served = await call(reportRoute, `/api/reports/${id}`, { params: { id } });
    expect(served.body).toMatchObject({ language: "de", title: MOCK_TEXTS.de.titles.summary });
    // A visitor's summary is public: its gallery card says its language too.
    const gallery = await call(publicReportsRoute, "/api/reports/public?limit=50");
    expect((gallery.body as unknown as { id: string }[]).find((card) => card.id === id)).toMatchObject({
      language: "de",
      title: MOCK_TEXTS.de.titles.summary,
    });
  });

  it("writes a full report and its questions in Portuguese, streamed as it is written", async () => {
    const { user, token } = await signedInUser({ credits: 1 });
    const { status, events } = await streamed(
      "full",
      { photo_ids: [await makePhoto(user.id)], language: "pt" },
      { bearer: token },
    );
    expect(status).toBe(200);
    const written = events
      .filter((e) => e.event === "delta")
      .map((e) => e.data.text as string)
      .join("");
    expect(written.startsWith(`${MOCK_TEXTS.pt.titles.full}\n\n${MOCK_NOTICES.pt}`)).toBe(true);
    expect(written).toContain(`1. ${SECTION_HEADINGS.pt.clinical_observation_and_morphology}`);
    const done = events.at(-1)!;
    expect(done).toMatchObject({ event: "done", data: { language: "pt", report_type: "full" } });
    expect(done.data.dynamic_questions).toEqual(MOCK_TEXTS.pt.questions);
    expect(await languageOfReport(done.data.report_id)).toBe("pt");

    // Followed afterwards, the finished report is the same answer, language included.
    const id = done.data.report_id as string;
    const followed = await call(streamRoute, `/api/reports/${id}/stream`, { params: { id }, bearer: token });
    expect(parseEvents(followed.text).at(-1)).toMatchObject({ event: "done", data: { language: "pt" } });
  });
});

describe("the language of a request that names none", () => {
  it("is the caller's saved language, whatever the browser says", async () => {
    const { user, token } = await signedInUser({ language: "fr" });
    const { status, body } = await analyze(
      "summary",
      { photo_ids: [await makePhoto(user.id)] },
      { bearer: token, headers: { "accept-language": "de-DE,de;q=0.9", cookie: `${LOCALE_COOKIE}=it` } },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ language: "fr", analysis: { title: MOCK_TEXTS.fr.titles.summary } });
    expect(languageOf(fake.lastChatRequest())).toBe("fr");
    expect(await languageOfReport(body.report_id)).toBe("fr");
  });

  it("is a visitor's Accept-Language, and the language cookie before it", async () => {
    const spanish = await visitorSummary({}, { headers: { "accept-language": "es-ES,es;q=0.9,en;q=0.5" } });
    expect(spanish.body).toMatchObject({ language: "es", analysis: { title: MOCK_TEXTS.es.titles.summary } });
    expect(await languageOfReport(spanish.body.report_id)).toBe("es");

    const italian = await visitorSummary(
      {},
      { headers: { "accept-language": "es-ES", cookie: `${LOCALE_COOKIE}=it` } },
    );
    expect(italian.body).toMatchObject({ language: "it" });
  });

  it("is English for a browser that asks for none of the six, and a signed-in user who chose none", async () => {
    const visitor = await visitorSummary({}, { headers: { "accept-language": "nl-NL,nl;q=0.9" } });
    expect(visitor.body).toMatchObject({ language: "en", analysis: { title: MOCK_TEXTS.en.titles.summary } });
    const { user, token } = await signedInUser();
    const own = await analyze("summary", { photo_ids: [await makePhoto(user.id)] }, { bearer: token });
    expect(own.body).toMatchObject({ language: "en" });
    expect(languageOf(fake.lastChatRequest())).toBe("en");
  });

  it("gives way to the language the request names", async () => {
    const { user, token } = await signedInUser({ language: "fr" });
    const { body } = await analyze(
      "summary",
      { photo_ids: [await makePhoto(user.id)], language: "it" },
      { bearer: token },
    );
    expect(body).toMatchObject({ language: "it", analysis: { title: MOCK_TEXTS.it.titles.summary } });
  });
});

describe("the model is told the language", () => {
  it("in the system prompt: the whole report, its headings and its questions, in the reader's terms", async () => {
    const { body } = await visitorSummary({ language: "de" });
    const request = fake.lastChatRequest()!;
    const system = request.messages[0]!.content as string;
    expect(system).toContain("Write the whole report in German (language code: de)");
    expect(system).toContain("every dynamic question with its options");
    expect(system).toContain(`- CONDITION IDENTIFIED = ${SECTION_HEADINGS.de.condition_identified}`);
    expect(system).toContain('Address the reader formally ("Sie")');
    // After the administrator's prompts, which stay as they are.
    expect(system.indexOf("REPORT LANGUAGE")).toBeGreaterThan(system.indexOf("THE SUMMARY REPORT"));
    // The report keeps the prompt that was sent, the instruction included.
    const stored = await db.report.findUniqueOrThrow({ where: { id: body.report_id as string } });
    expect(stored.aiPromptUsed).toContain("(language code: de)");
    expect(body).toMatchObject({ language: "de", analysis: { mock: false } });
  });

  it("a model's German answer without a disclaimer gets the German one", async () => {
    fake.enqueue({
      json: {
        title: "Leichte entzündliche Akne",
        content: `${SECTION_HEADINGS.de.condition_identified}\nLeichte entzündliche Akne.`,
        progress_commentary: "",
        dynamic_questions: MOCK_TEXTS.de.questions,
      },
    });
    const { body } = await visitorSummary({ language: "de" });
    const content = (body.analysis as { content: string }).content;
    expect(content).toBe(
      `${SECTION_HEADINGS.de.condition_identified}\nLeichte entzündliche Akne.\n\n${SECTION_HEADINGS.de.medical_disclaimer}\n${MEDICAL_DISCLAIMER_TEXTS.de}`,
    );
  });
});

describe("a follow-up and an upgrade keep the earlier report's language", () => {
  it("a follow-up is written in its earlier report's language, and naming another is 422 with nothing spent", async () => {
    const { user, token } = await signedInUser({ subscriptionStatus: "active", language: "en" });
    const earlier = await makeReport({
      userId: user.id,
      reportType: "full",
      charge: "subscription",
      privacySetting: "private",
      language: "de",
    });
    const ask = async (json: Record<string, unknown>) =>
      analyze(
        "followup",
        { photo_ids: [await makePhoto(user.id)], previous_report_id: earlier.id, ...json },
        { bearer: token },
      );

    const kept = await ask({});
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ language: "de", analysis: { title: MOCK_TEXTS.de.titles.followup } });
    expect((kept.body.analysis as { progress_commentary: string }).progress_commentary).toContain(
      MOCK_NOTICES.de,
    );
    expect(languageOf(fake.lastChatRequest())).toBe("de");

    expect((await ask({ language: "de" })).body).toMatchObject({ language: "de" });

    const requests = fake.chatRequests.length;
    const reports = await db.report.count({ where: { userId: user.id } });
    const other = await ask({ language: "fr" });
    expect(other).toMatchObject({ status: 422, body: { detail: otherLanguageThanEarlier("de") } });
    expect(fake.chatRequests).toHaveLength(requests);
    expect(await db.report.count({ where: { userId: user.id } })).toBe(reports);

    // Streamed, the refusal is the same JSON answer, before any stream begins.
    const streamedOther = await streamed(
      "followup",
      { photo_ids: [await makePhoto(user.id)], previous_report_id: earlier.id, language: "es" },
      { bearer: token },
    );
    expect(streamedOther).toMatchObject({ status: 422, body: { detail: otherLanguageThanEarlier("de") } });
    expect(fake.chatRequests).toHaveLength(requests);
    expect(await db.report.count({ where: { userId: user.id } })).toBe(reports);

    // The timeline of the series says each report's language.
    const timeline = await call(timelineRoute, `/api/reports/${earlier.id}/timeline`, {
      params: { id: earlier.id },
      bearer: token,
    });
    const entries = timeline.body.reports as { language: string }[];
    expect(entries.map((entry) => entry.language)).toEqual(["de", "de", "de"]);
  });

  it("an upgrade is written in its summary's language, and naming another is 422 with nothing charged", async () => {
    const { user, token } = await signedInUser({ credits: 3, language: "fr" });
    const photoId = await makePhoto(user.id);
    const summary = await makeReport({ userId: user.id, photoIds: [photoId], language: "it" });

    const other = await analyze(
      "full",
      { photo_ids: [photoId], upgrade_from_report_id: summary.id, language: "en" },
      { bearer: token },
    );
    expect(other).toMatchObject({ status: 422, body: { detail: otherLanguageThanEarlier("it") } });
    expect(fake.chatRequests).toHaveLength(0);
    expect(await creditsOf(user.id)).toBe(3);
    expect(await db.creditLedgerEntry.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.report.findUniqueOrThrow({ where: { id: summary.id } })).supersededById).toBeNull();

    // Not named, the upgrade keeps the summary's Italian (not the account's French).
    const kept = await streamed(
      "full",
      { photo_ids: [photoId], upgrade_from_report_id: summary.id },
      { bearer: token },
    );
    expect(kept.status).toBe(200);
    const done = kept.events.at(-1)!;
    expect(done).toMatchObject({
      event: "done",
      data: { language: "it", analysis: { title: MOCK_TEXTS.it.titles.full } },
    });
    expect(languageOf(fake.lastChatRequest())).toBe("it");
    expect(await creditsOf(user.id)).toBe(2);
    expect((await db.report.findUniqueOrThrow({ where: { id: summary.id } })).supersededById).toBe(
      done.data.report_id,
    );
  });

  it("an upgrade found by its photos keeps its summary's language too", async () => {
    const { user, token } = await signedInUser({ credits: 2 });
    const photoId = await makePhoto(user.id);
    await makeReport({ userId: user.id, photoIds: [photoId], language: "es" });
    const refused = await analyze("full", { photo_ids: [photoId], language: "de" }, { bearer: token });
    expect(refused).toMatchObject({ status: 422, body: { detail: otherLanguageThanEarlier("es") } });
    expect(await creditsOf(user.id)).toBe(2);
    const { body } = await analyze("full", { photo_ids: [photoId], language: "es" }, { bearer: token });
    expect(body).toMatchObject({ language: "es" });
  });
});

describe("a language the site does not speak", () => {
  it("is 422 naming the field, before anything is spent", async () => {
    const { user, token } = await signedInUser({ credits: 1 });
    for (const language of ["nl", "EN", "de-DE", "", 3]) {
      const { status, body } = await analyze(
        "full",
        { photo_ids: [await makePhoto(user.id)], language },
        { bearer: token },
      );
      expect(status).toBe(422);
      expect(body.detail).toMatch(/^language: /);
    }
    expect(fake.chatRequests).toHaveLength(0);
    expect(await creditsOf(user.id)).toBe(1);
  });
});

describe("an Idempotency-Key", () => {
  it("sent again with another language is another request: 422, and nothing charged", async () => {
    const { user, token } = await signedInUser({ credits: 2 });
    const photo_ids = [await makePhoto(user.id)];
    const headers = { "idempotency-key": "language-key" };
    const first = await analyze("full", { photo_ids, language: "de" }, { bearer: token, headers });
    expect(first.body).toMatchObject({ language: "de" });
    const again = await analyze("full", { photo_ids, language: "de" }, { bearer: token, headers });
    expect(again.body).toEqual(first.body);
    const other = await analyze("full", { photo_ids, language: "fr" }, { bearer: token, headers });
    expect(other).toMatchObject({ status: 422, body: { detail: IDEMPOTENCY_KEY_OTHER_REQUEST } });
    expect(await creditsOf(user.id)).toBe(1);
    expect(fake.chatRequests).toHaveLength(1);
  });
});
