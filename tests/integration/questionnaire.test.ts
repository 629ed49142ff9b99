import { beforeAll, describe, expect, it } from "vitest";
import { GET as questions, POST as saveAnswers } from "@/app/api/user/questions/route";
import { db } from "@/lib/db";
import { DEFAULT_PROFILE_QUESTIONS, seedProfileQuestions } from "@/lib/profile/questions";
import { call } from "../support/http";
import { signedInUser } from "../support/factories";

type Question = { id: string; question: string; type: string; category: string; options: string[] };

beforeAll(async () => {
  await seedProfileQuestions();
});

const save = (token: string, answers: Record<string, unknown>) =>
  call(saveAnswers, "/api/user/questions", { bearer: token, json: answers });

describe("the profile questionnaire", () => {
  it("shows visitors the questions, full_name first, without answers", async () => {
    const { status, body } = await call(questions, "/api/user/questions");
    expect(status).toBe(200);
    const list = body.profile_questions as Question[];
    expect(list[0]).toEqual({
      id: "full_name",
      question: "What is your full name?",
      type: "text",
      category: "personal",
      options: [],
    });
    expect(list.slice(1).map((q) => q.id)).toEqual(DEFAULT_PROFILE_QUESTIONS.map((q) => q.id));
    expect(new Set(list.map((q) => q.type))).toEqual(
      new Set(["text", "number", "select", "multiselect", "textarea"]),
    );
    expect(body.answers).toEqual({});
    expect((body.questions as { answer: unknown }[]).every((q) => q.answer === null)).toBe(true);
  });

  it("seeding twice keeps one copy of each question", async () => {
    await seedProfileQuestions();
    expect(await db.profileQuestion.count()).toBe(DEFAULT_PROFILE_QUESTIONS.length);
  });

  it("saves an answer of every type and shows it back", async () => {
    const { user, token } = await signedInUser();
    const answers = {
      full_name: "  Grace Hopper ",
      skin_type: "Combination",
      skin_concerns: ["Oiliness", "Scarring", "Oiliness"],
      sunscreen_days_per_week: 5,
      skincare_routine: "Cleanser morning and night, moisturiser in the evening.",
      allergies_medications: "Allergic to fragrance.",
    };
    const saved = await save(token, answers);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, message: "Profile updated successfully" });

    const { body } = await call(questions, "/api/user/questions", { bearer: token });
    expect(body.answers).toEqual({
      full_name: "Grace Hopper",
      skin_type: "Combination",
      skin_concerns: ["Oiliness", "Scarring"],
      sunscreen_days_per_week: 5,
      skincare_routine: "Cleanser morning and night, moisturiser in the evening.",
      allergies_medications: "Allergic to fragrance.",
    });
    const concerns = (body.questions as { id: string; answer: unknown }[]).find(
      (q) => q.id === "skin_concerns",
    );
    expect(concerns?.answer).toEqual(["Oiliness", "Scarring"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).fullName).toBe("Grace Hopper");
  });

  it("deletes answers that are sent empty, and keeps the others", async () => {
    const { user, token } = await signedInUser({ fullName: "Old Name" });
    await save(token, { skin_type: "Dry", skin_concerns: ["Scarring"], skincare_routine: "Water only." });
    const { status } = await save(token, { skin_type: "", skin_concerns: [], full_name: " " });
    expect(status).toBe(200);
    const { body } = await call(questions, "/api/user/questions", { bearer: token });
    expect(body.answers).toEqual({ skincare_routine: "Water only." });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).fullName).toBeNull();
  });

  it.each([
    ["a number given as text", { sunscreen_days_per_week: "5" }, "sunscreen_days_per_week: must be a number"],
    ["an option not in the list", { skin_type: "Scaly" }, "skin_type: must be one of the options"],
    [
      "a multiselect that is not a list",
      { skin_concerns: "Oiliness" },
      "skin_concerns: must be a list of options",
    ],
    [
      "a multiselect with an unknown option",
      { skin_concerns: ["Oiliness", "Freckles"] },
      "skin_concerns: must be one of the options",
    ],
    ["text that is a number", { skincare_routine: 12 }, "skincare_routine: must be text"],
    [
      "text that is too long",
      { skincare_routine: "x".repeat(2001) },
      "skincare_routine: must be at most 2000 characters",
    ],
    ["a name that is too long", { full_name: "x".repeat(101) }, "full_name: must be at most 100 characters"],
    ["an unknown question", { favourite_colour: "blue" }, "Unknown profile question: favourite_colour"],
  ])("refuses %s with 422 and saves nothing", async (_case, answers, detail) => {
    const { user, token } = await signedInUser();
    const { status, body } = await save(token, { skin_type: "Oily", ...answers });
    expect(status).toBe(422);
    expect(body).toEqual({ detail });
    expect(await db.profileAnswer.count({ where: { userId: user.id } })).toBe(0);
  });

  it("asks visitors to sign in before saving", async () => {
    const { status } = await call(saveAnswers, "/api/user/questions", { json: { skin_type: "Dry" } });
    expect(status).toBe(401);
  });

  it("shows nobody else's answers", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    await save(first.token, { skin_type: "Dry" });
    const { body } = await call(questions, "/api/user/questions", { bearer: second.token });
    expect(body.answers).toEqual({});
  });
});
