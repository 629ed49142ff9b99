import { expect, test, type APIRequestContext, type Page, type Request } from "@playwright/test";
import { createTranslator } from "next-intl";
import { spotName } from "@/components/upload/spot-choice";
import { siteAnchor } from "@/lib/spots/body-map";
import { SITE_NAMES } from "@/lib/spots/sites";
import en from "@/messages/en.json" with { type: "json" };
import {
  buyThroughCheckout,
  expectAccessible,
  jpegFile,
  okJson,
  ownPhoto,
  pickPhotos,
  screenshot,
  toast,
  toTheReport,
  uniqueEmail,
  VIEWPORTS,
} from "./support/journeys";
import { skinPhoto } from "./support/seed";
import { signInAs } from "./support/sign-in-as";

// The upload wizard on a spot (docs/spots.md, docs/upload-wizard.md): ?spot= preselects one of the
// person's spots, a new spot is made from the wizard once (a retry after a failed analysis goes on
// it), the photo guidance shows the spot's last photo faintly, the report lands on the spot and
// its owner's page names it. A visitor is not asked.

/** The owner's report page names its spot: "Spot: Mole by the collarbone · Left shoulder". */
const spotsText = createTranslator({ locale: "en", messages: en, namespace: "spots" });
const reportSpot = (label: string, site: string) => spotsText("reportSpot.named", { label, site });

type Spot = { id: string; label: string; body_site: keyof typeof SITE_NAMES; report_count: number };
type SpotWithReports = Spot & {
  view: string;
  map_x: number;
  map_y: number;
  reports: { photo_ids: string[] }[];
};

const makeSpot = async (request: APIRequestContext, label: string) =>
  okJson<Spot>(
    await request.post("/api/spots", {
      data: { label, body_site: "left_shoulder", view: "front", map_x: 0.7, map_y: 0.17 },
    }),
    "spot",
  );

const readSpot = async (request: APIRequestContext, id: string) =>
  okJson<SpotWithReports>(await request.get(`/api/spots/${id}`), "spot");

const isAnalysis = (request: Request) =>
  request.method() === "POST" && /\/api\/analysis\/(summary|full|followup)$/.test(request.url());

const wizard = en.upload;
const english = createTranslator({ locale: "en", messages: en, namespace: "upload" });
const spotSelect = (page: Page) => page.getByRole("combobox", { name: wizard.spot.heading });

for (const viewport of VIEWPORTS) {
  test.describe(`upload on a spot at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a link to a spot preselects it; the report lands on it, its page names it, and the next check shows the last photo faintly", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await signInAs(page.request, uniqueEmail("spot-upload"));
      const spot = await makeSpot(page.request, "Mole by the collarbone");
      const name = spotName(spot.label, SITE_NAMES.left_shoulder);

      await page.goto(`/upload?spot=${spot.id}`);
      await expect(page.getByRole("heading", { name: wizard.spot.heading })).toBeVisible();
      await expect(spotSelect(page)).toHaveText(name, { timeout: 15_000 });
      const guidance = page.getByTestId("photo-guidance");
      await expect(guidance.getByRole("heading", { name: wizard.guidance.heading })).toBeVisible();
      for (const tip of Object.values(wizard.guidance.tips)) await expect(guidance).toContainText(tip.title);
      // No check yet: nothing to frame against.
      await expect(page.getByTestId("guidance-last-photo")).toHaveCount(0);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-spot-chosen", viewport);

      await pickPhotos(page, [jpegFile("shoulder.jpg", await skinPhoto(900, 700))]);
      await page.getByRole("checkbox", { name: /processes my photo/ }).check();
      const analysis = page.waitForRequest(isAnalysis);
      await page.getByTestId("main-action").click();
      expect((await analysis).postDataJSON()).toMatchObject({ spot_id: spot.id });
      const reportId = await toTheReport(page);

      // The owner's page names the spot and leads to its history.
      const named = page.getByTestId("report-spot").getByRole("link");
      await expect(named).toHaveText(reportSpot(spot.label, SITE_NAMES.left_shoulder));
      await expect(named).toHaveAttribute("href", `/spots/${spot.id}`);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-spot-owner-report", viewport);

      const checked = await readSpot(page.request, spot.id);
      expect(checked.report_count).toBe(1);
      const firstPhoto = checked.reports[0]!.photo_ids[0]!;
      const report = await okJson<{ spot_id: string; photo_ids: string[] }>(
        await page.request.get(`/api/reports/${reportId}`),
        "report",
      );
      expect(report.spot_id).toBe(spot.id);
      expect(report.photo_ids[0]).toBe(firstPhoto);

      // The next check on the spot: its last photo, faint, to frame the new one the same way.
      await page.goto(`/upload?spot=${spot.id}`);
      const last = page.getByTestId("guidance-last-photo");
      await expect(last).toContainText(wizard.guidance.lastTime);
      const faint = last.getByRole("img");
      await expect(faint).toHaveAttribute("src", new RegExp(`/api/photos/${firstPhoto}/image`));
      await expect
        .poll(() => faint.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const opacity = Number(await faint.evaluate((img) => getComputedStyle(img).opacity));
      expect(opacity).toBeGreaterThan(0);
      expect(opacity).toBeLessThan(0.5);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-spot-last-photo", viewport);
    });

    test("a new spot made from the wizard: asked for its name and site, made once, and kept for the retry after a failed analysis", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await signInAs(page.request, uniqueEmail("spot-new"));
      const spotCreations: string[] = [];
      const analyses: { key: string; spotId: unknown }[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/spots"))
          spotCreations.push(request.url());
        if (isAnalysis(request)) {
          analyses.push({
            key: request.headers()["idempotency-key"] ?? "",
            spotId: (request.postDataJSON() as { spot_id?: string }).spot_id,
          });
        }
      });

      await page.goto("/upload");
      await expect(spotSelect(page)).toHaveText(wizard.spot.none);
      await spotSelect(page).click();
      await page.getByRole("option", { name: wizard.spot.new }).click();
      await pickPhotos(page, [jpegFile("forearm.jpg", await skinPhoto(900, 700))]);
      await page.getByRole("checkbox", { name: /processes my photo/ }).check();

      // Nothing is made, nor sent, without a name and a site.
      await page.getByTestId("main-action").click();
      await expect(page.getByText(wizard.spot.labelRequired)).toBeVisible();
      await expect(page.getByText(wizard.spot.siteRequired)).toBeVisible();
      await expect(page.getByLabel("Name of the spot")).toBeFocused();
      expect(spotCreations).toHaveLength(0);
      expect(analyses).toHaveLength(0);

      const label = "Freckle on the wrist";
      await page.getByLabel("Name of the spot").fill(label);
      await page.getByRole("combobox", { name: "Where on the body" }).click();
      await page.getByRole("option", { name: SITE_NAMES.right_forearm }).click();
      await expect(page.getByText(wizard.spot.labelRequired)).toHaveCount(0);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-spot-new", viewport);

      // The first analysis fails on the way: the spot made for it stays chosen.
      let failNext = true;
      await page.route(/\/api\/analysis\/(summary|full)$/, async (route) => {
        if (failNext) {
          failNext = false;
          await route.abort("connectionreset");
        } else {
          await route.continue();
        }
      });
      await page.getByTestId("main-action").click();
      await expect(toast(page, wizard.failure.fallback)).toBeVisible({ timeout: 30_000 });
      await expect(spotSelect(page)).toHaveText(spotName(label, SITE_NAMES.right_forearm));
      await expect(page.getByTestId("new-spot")).toHaveCount(0);
      expect(spotCreations).toHaveLength(1);

      await page.getByTestId("main-action").click();
      await toTheReport(page);
      expect(spotCreations).toHaveLength(1);
      expect(analyses).toHaveLength(2);
      expect(analyses[1]!.key).toBe(analyses[0]!.key);

      const spots = await okJson<Spot[]>(await page.request.get("/api/spots"), "spots");
      expect(spots).toHaveLength(1);
      expect(spots[0]).toMatchObject({ label, body_site: "right_forearm", report_count: 1 });
      expect(analyses.map((a) => a.spotId)).toEqual([spots[0]!.id, spots[0]!.id]);
      expect(await readSpot(page.request, spots[0]!.id)).toMatchObject(siteAnchor("right_forearm"));
      await expect(page.getByTestId("report-spot")).toContainText(
        reportSpot(label, SITE_NAMES.right_forearm),
      );
    });

    test("a visitor gets the photo guidance but is not asked about spots, even with a spot's link", async ({
      page,
    }, testInfo) => {
      await page.goto("/upload?spot=00000000-0000-4000-8000-000000000000");
      await expect(page.getByTestId("photo-guidance")).toBeVisible();
      await expect(page.getByTestId("spot-section")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: wizard.spot.heading })).toHaveCount(0);
      await expectAccessible(page);
      await screenshot(page, testInfo, "upload-spot-visitor", viewport);
    });
  });
}

test("a follow-up of a report on a spot stays on that spot, shown fixed, and a link to someone else's spot chooses none", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const other = await playwright.request.newContext({ baseURL });
  await signInAs(other, uniqueEmail("spot-stranger"));
  const strangers = await makeSpot(other, "Not yours");
  await other.dispose();

  await signInAs(page.request, uniqueEmail("spot-followup"));
  await buyThroughCheckout(page, "subscription");
  const spot = await makeSpot(page.request, "Patch on the shoulder");
  const earlier = await okJson<{ report_id: string }>(
    await page.request.post("/api/analysis/full", {
      data: { photo_ids: [await ownPhoto(page, "private")], privacy_setting: "private", spot_id: spot.id },
    }),
    "earlier report",
  );

  await page.goto(`/upload?spot=${strangers.id}`);
  await expect(page.getByText(wizard.spot.missing)).toBeVisible();
  await expect(spotSelect(page)).toHaveText(wizard.spot.none);

  await page.goto(`/upload?followup=${earlier.report_id}`);
  await expect(page.getByTestId("spot-fixed")).toHaveText(
    english("spot.ofFollowup", { spot: spotName(spot.label, SITE_NAMES.left_shoulder) }),
  );
  await expect(spotSelect(page)).toHaveCount(0);
  // The earlier report is the spot's last check: the guidance frames against it.
  await expect(page.getByTestId("guidance-last-photo")).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "upload-spot-followup", VIEWPORTS[0]);

  await pickPhotos(page, [jpegFile("again.jpg", await skinPhoto(900, 700))]);
  await page.getByRole("checkbox", { name: /processes my photo/ }).check();
  const analysis = page.waitForRequest(isAnalysis);
  await page.getByTestId("main-action").click();
  // The server keeps a follow-up on its earlier report's spot: the page names none.
  expect((await analysis).postDataJSON()).not.toHaveProperty("spot_id");
  await toTheReport(page);
  await expect(page.getByTestId("report-spot")).toContainText(spot.label);
  expect((await readSpot(page.request, spot.id)).report_count).toBe(2);
});
