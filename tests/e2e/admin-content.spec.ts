import { expect, test, type Locator, type Page } from "@playwright/test";
import { HERO_DETAILS_REQUIRED, heroMoved } from "@/components/admin/hero-carousel/texts";
import {
  HERO_IMAGE_DELETED,
  HERO_IMAGE_SMALL,
  HERO_IMAGE_UPLOADED,
  REVIEW_CREATED,
  REVIEW_DELETED,
  REVIEW_UPDATED,
  REVIEWS_REORDERED,
} from "@/lib/admin/tab-messages";
import { expectNoHorizontalOverflow, openTab, serialAdminSession, shootTab } from "./support/admin-tabs";
import { expectAccessible, toast, VIEWPORTS } from "./support/journeys";
import { colouredJpeg } from "./support/seed";

// The console's Hero carousel and Reviews tabs: what the homepage shows above the fold and in
// its testimonials, managed by the administrator (spec section 2).

type Named = { id?: string; title?: string; name?: string };

const session = serialAdminSession();

async function publicList<T extends Named>(page: Page, path: string, key: string): Promise<T[]> {
  const answer = await page.request.get(path);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Record<string, T[]>)[key]!;
}

/** The titles or names of a console list, in the order shown. */
async function shownOrder(items: Locator, attribute: string): Promise<string[]> {
  return items.evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name) ?? ""), attribute);
}

async function uploadHero(page: Page, title: string, alt: string, file: Buffer) {
  const form = page.locator("form").filter({ has: page.getByLabel("Image file") });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Alt text").fill(alt);
  await form
    .getByLabel("Image file")
    .setInputFiles({ name: `${title}.jpg`, mimeType: "image/jpeg", buffer: file });
  await form.getByRole("button", { name: "Upload image" }).click();
}

test("hero carousel: title and alt text are required, uploads go last, a small one is flagged", async ({}, testInfo) => {
  const { page } = session;
  await openTab(page, "hero-carousel");
  const form = page.locator("form").filter({ has: page.getByLabel("Image file") });
  await form.getByLabel("Image file").setInputFiles({
    name: "no-title.jpg",
    mimeType: "image/jpeg",
    buffer: await colouredJpeg("#d9a582"),
  });
  await form.getByRole("button", { name: "Upload image" }).click();
  await expect(toast(page, HERO_DETAILS_REQUIRED)).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");

  await uploadHero(page, "Dawn", "Warm light on a cheek", await colouredJpeg("#d9a582", 1024, 768));
  await expect(toast(page, HERO_IMAGE_UPLOADED)).toBeVisible();
  await uploadHero(page, "Dusk", "Soft shade on a forehead", await colouredJpeg("#b07a5a", 640, 480));
  await expect(toast(page, HERO_IMAGE_SMALL)).toBeVisible();

  const items = page.locator("[data-hero-id]");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText("Dawn");
  await expect(items.nth(1)).toContainText("Dusk");
  await expect(items.nth(0).getByRole("img", { name: "Warm light on a cheek" })).toBeVisible();
  const landing = await publicList(page, "/api/hero-carousel", "hero_images");
  expect(landing.map((hero) => hero.title)).toEqual(["Dawn", "Dusk"]);
  await expectAccessible(page);
  await shootTab(page, testInfo, "admin-hero-carousel", VIEWPORTS[0]);
});

test("hero carousel: the first cannot move up, the last cannot move down; moving swaps neighbours", async () => {
  const { page } = session;
  await openTab(page, "hero-carousel");
  await expect(page.getByRole("button", { name: "Move Dawn up" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move Dusk down" })).toBeDisabled();
  await page.getByRole("button", { name: "Move Dusk up" }).click();
  await expect(toast(page, heroMoved("up"))).toBeVisible();
  const items = page.locator("[data-hero-id]");
  await expect(items.nth(0)).toContainText("Dusk");
  await expect(page.getByRole("button", { name: "Move Dusk up" })).toBeDisabled();
  const landing = await publicList(page, "/api/hero-carousel", "hero_images");
  expect(landing.map((hero) => hero.title)).toEqual(["Dusk", "Dawn"]);

  await page.reload();
  await expect(items.nth(0)).toContainText("Dusk");
  expect(await shownOrder(items, "data-hero-id")).toHaveLength(2);
});

test("hero carousel: an inactive image leaves the homepage; a deleted one is gone", async () => {
  const { page } = session;
  await openTab(page, "hero-carousel");
  const dusk = page.locator("[data-hero-id]").filter({ hasText: "Dusk" });
  await dusk.getByRole("button", { name: "Deactivate Dusk" }).click();
  await expect(dusk.getByText("Inactive", { exact: true })).toBeVisible();
  expect((await publicList(page, "/api/hero-carousel", "hero_images")).map((h) => h.title)).toEqual(["Dawn"]);

  await dusk.getByRole("button", { name: "Delete Dusk" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Delete this hero image?");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, HERO_IMAGE_DELETED)).toBeVisible();
  await expect(page.locator("[data-hero-id]")).toHaveCount(1);
});

test("reviews: name and quote are required; added, edited, reordered, switched off and deleted", async ({}, testInfo) => {
  const { page } = session;
  await openTab(page, "reviews");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add review" }) });
  await form.getByRole("button", { name: "Add review" }).click();
  await expect(form.getByText("Please enter a name")).toBeVisible();
  await expect(form.getByText("Please enter a quote")).toBeVisible();

  await form.getByLabel("Name").fill("Ada");
  await form.getByLabel("Quote").fill("Clear, kind and quick.");
  await form.getByLabel("Photo (optional)").setInputFiles({
    name: "ada.jpg",
    mimeType: "image/jpeg",
    buffer: await colouredJpeg("#8a5a44", 300, 300),
  });
  await form.getByRole("button", { name: "Add review" }).click();
  await expect(toast(page, REVIEW_CREATED)).toBeVisible();
  await form.getByLabel("Name").fill("Grace");
  await form.getByLabel("Quote").fill("It told me when to see a doctor.");
  await form.getByRole("button", { name: "Add review" }).click();
  const items = page.locator("[data-review-id]");
  await expect(items).toHaveCount(2);
  const landing = await publicList<Named & { photo_id: string | null }>(page, "/api/user-reviews", "reviews");
  expect(landing.map((review) => review.name)).toEqual(["Ada", "Grace"]);
  expect(landing[0]!.photo_id).not.toBeNull();

  await page.getByRole("button", { name: "Edit the review by Grace" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit review" });
  await dialog.getByLabel("Quote").fill("It told me, kindly, when to see a doctor.");
  await dialog.getByRole("button", { name: "Save review" }).click();
  await expect(toast(page, REVIEW_UPDATED)).toBeVisible();
  await expect(items.nth(1)).toContainText("It told me, kindly, when to see a doctor.");

  await page.getByRole("button", { name: "Move the review by Ada down" }).click();
  await expect(toast(page, REVIEWS_REORDERED)).toBeVisible();
  await expect(items.nth(0)).toContainText("Grace");
  expect((await publicList(page, "/api/user-reviews", "reviews")).map((r) => r.name)).toEqual([
    "Grace",
    "Ada",
  ]);

  await page.getByRole("button", { name: "Deactivate the review by Grace" }).click();
  await expect(items.nth(0).getByText("Inactive", { exact: true })).toBeVisible();
  expect((await publicList(page, "/api/user-reviews", "reviews")).map((r) => r.name)).toEqual(["Ada"]);
  await expectAccessible(page);
  await shootTab(page, testInfo, "admin-reviews", VIEWPORTS[0]);

  await page.getByRole("button", { name: "Delete the review by Grace" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, REVIEW_DELETED)).toBeVisible();
  await expect(items).toHaveCount(1);
});

test("both tabs fit a 390 px phone and pass the accessibility scan there", async ({}, testInfo) => {
  const { page } = session;
  await page.setViewportSize({ width: VIEWPORTS[1].width, height: VIEWPORTS[1].height });
  for (const tab of ["hero-carousel", "reviews"] as const) {
    await openTab(page, tab);
    await expect(page.locator(tab === "reviews" ? "[data-review-id]" : "[data-hero-id]")).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await shootTab(page, testInfo, `admin-${tab}`, VIEWPORTS[1]);
  }
  // Leave the homepage as the other journeys expect it: no hero image, no review.
  for (const [path, key] of [
    ["/api/admin/hero-carousel", "hero_images"],
    ["/api/admin/user-reviews", "reviews"],
  ] as const) {
    for (const item of await publicList(page, path, key))
      expect((await page.request.delete(`${path}/${item.id}`)).ok()).toBe(true);
  }
});
