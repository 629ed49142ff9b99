import type { TestInfo } from "@playwright/test";
import { FakeOpenAI } from "../../fakes/openai";

// The e2e servers send OpenAI calls to their own port + 50 (start-server.mjs), which only matters
// once a key is saved in the console. A journey that saves one serves this fake there.

const FAKE_OPENAI_PORT_OFFSET = 50;

/** A model answer in the report's shape, recognisable on the page. */
export const FAKE_MODEL_ANSWER = {
  title: "Fake Model: Mild Dryness",
  content:
    "CONDITION IDENTIFIED\nMild dryness.\n\nKEY FINDINGS\n- Fine flaking on the cheek.\n\nINITIAL RECOMMENDATIONS\n- A fragrance-free moisturiser.\n\nMEDICAL DISCLAIMER\nInformational only, not medical advice.",
  progress_commentary: "",
  dynamic_questions: [
    {
      id: "duration",
      question: "How long has it been dry?",
      type: "select",
      options: ["Days", "Weeks"],
      required: true,
    },
    { id: "itch", question: "Itch from 0 to 10?", type: "number", options: [], required: false },
  ],
};

/** Starts the fake OpenAI where the project's server expects it. */
export async function serveFakeOpenAI(testInfo: TestInfo): Promise<FakeOpenAI> {
  const fake = new FakeOpenAI({ defaultResponder: () => FAKE_MODEL_ANSWER });
  const serverPort = Number(new URL(testInfo.project.use.baseURL!).port);
  await fake.start(serverPort + FAKE_OPENAI_PORT_OFFSET);
  return fake;
}
