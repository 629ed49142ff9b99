import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import {
  VIEWPORTS,
  buyThroughCheckout,
  expectAccessible,
  screenshot,
  toast,
  uniqueEmail,
} from "./support/journeys";
import { colouredJpeg, createPublicReport } from "./support/seed";
import { signInAs } from "./support/sign-in-as";
import { allowManyVisitorSummaries } from "./support/settings";
import { en } from "./support/english";

// What a new user met on a phone: the progress timeline's cards squeezed two
// to a 390 px row, and toasts sliding over the fixed header's buttons.

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function made(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as { report_id?: string; photo_ids?: string[] };
}

async function privatePhoto(request: APIRequestContext, colour: string): Promise<string[]> {
  const upload = await made(
    await request.post("/api/photos/upload", {
      multipart: {
        files: { name: "skin.jpg", mimeType: "image/jpeg", buffer: await colouredJpeg(colour, 640, 480) },
        privacy_setting: "private",
      },
    }),
    "upload",
  );
  return upload.photo_ids!;
}

/** The texts of a card that are cut off in their box or spill out of the card. */
function clippedText(card: Locator) {
  return card.evaluate((element) => {
    const cardBox = element.getBoundingClientRect();
    const problems: string[] = [];
    for (const node of element.querySelectorAll<HTMLElement>("a, p, time, [data-slot='badge']")) {
      const box = node.getBoundingClientRect();
      const label = `${node.tagName.toLowerCase()} "${node.textContent?.slice(0, 30)}"`;
      if (node.scrollWidth > node.clientWidth + 1) problems.push(`${label} overflows its box`);
      if (box.left < cardBox.left - 1 || box.right > cardBox.right + 1)
        problems.push(`${label} leaves the card`);
    }
    return problems;
  });
}

test.beforeAll(async ({ baseURL }) => allowManyVisitorSummaries(baseURL!));

for (const viewport of VIEWPORTS) {
  test.describe(`timeline and toasts at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("every card of the progress timeline is on screen, wide enough to read, and its text is not cut off", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await signInAs(page.request, uniqueEmail("timeline"));
      await buyThroughCheckout(page, "subscription");
      const original = await made(
        await page.request.post("/api/analysis/full", {
          data: { photo_ids: await privatePhoto(page.request, "#c08060") },
        }),
        "full",
      );
      let previous = original.report_id!;
      for (const colour of ["#b07a5c", "#a87458"]) {
        const followUp = await made(
          await page.request.post("/api/analysis/followup", {
            data: {
              photo_ids: await privatePhoto(page.request, colour),
              previous_report_id: previous,
              is_followup: true,
            },
          }),
          "follow-up",
        );
        previous = followUp.report_id!;
      }

      await page.goto(`/analysis/${previous}`);
      const timeline = page.getByRole("region", { name: en.reportOwner.timeline.title });
      const entries = timeline.locator("[data-timeline-entry]");
      await expect(entries).toHaveCount(3);
      await expect(timeline.locator("[data-progress-commentary]")).toHaveCount(2);
      await expect(timeline.locator("img")).toHaveCount(3);
      await timeline.scrollIntoViewIfNeeded();

      const section = (await timeline.boundingBox())!;
      for (let i = 0; i < 3; i++) {
        const card = entries.nth(i);
        const box = (await card.boundingBox())!;
        // No card hides beyond the screen's edge, behind a sideways scroll.
        expect(box.x, `card ${i + 1} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `card ${i + 1} ends on screen`).toBeLessThanOrEqual(viewport.width);
        expect(await clippedText(card), `card ${i + 1}`).toEqual([]);
      }
      // A phone gives each card the section's width, not half of it: commentary reads in lines, not words.
      // (A wide screen has three cards of about 190 px of text side by side.)
      const commentary = (await timeline.locator("[data-progress-commentary]").first().boundingBox())!;
      expect(commentary.width).toBeGreaterThanOrEqual(viewport.name === "phone" ? section.width * 0.75 : 160);
      await expectAccessible(page);
      await timeline.screenshot({
        path: `test-results/screenshots/timeline-cards-${testInfo.project.name}-${viewport.name}.png`,
      });
      await screenshot(page, testInfo, "timeline-page", viewport);
    });

    test("a toast never covers the header's buttons", async ({ page, context }, testInfo) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const reportId = await createPublicReport(page.request);
      await page.goto(`/reports/${reportId}`);
      await page.getByRole("button", { name: en.report.actions.share }).click();
      const shown = toast(page, en.report.actions.linkCopied);
      await expect(shown).toBeVisible();
      const toastBox = await restingBox(shown);
      const header = page.locator("body > header");
      const controls = header.locator("a:visible, button:visible");
      expect(await controls.count()).toBeGreaterThan(1);
      for (const control of await controls.all()) {
        const box = (await control.boundingBox())!;
        expect(overlaps(toastBox, box), `the toast covers "${await control.innerText()}"`).toBe(false);
      }
      // Nor does it sit under the fixed header, where half of it would be hidden.
      const headerBox = (await header.boundingBox())!;
      expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
      await screenshot(page, testInfo, "toast-below-header", viewport, { fullPage: false });
    });
  });
}

/** The toast's box once it has slid into its place: two reads 100 ms apart agree. */
async function restingBox(toastShown: Locator): Promise<Box> {
  let last: Box | null = null;
  await expect
    .poll(
      async () => {
        const box = await toastShown.boundingBox();
        const resting = box !== null && last !== null && JSON.stringify(box) === JSON.stringify(last);
        last = box;
        return resting;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return last!;
}
