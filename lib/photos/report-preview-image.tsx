import { ImageResponse } from "next/og";
import { sharedReportRow } from "@/lib/cache/shared-reads";
import type { User } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors/http-error";
import { REPORT_NOT_FOUND } from "@/lib/reports/access";
import { getTranslations } from "next-intl/server";
import { formatterFor } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { REPORT_DATE_FORMAT } from "@/lib/reports/dates";
import { showReport } from "@/lib/reports/shared-page";
import { PHOTO_IMAGE_CACHE_CONTROL, variantJpeg } from "./image";
import { authorizePhoto } from "./index";

// The social preview of /reports/{id} (og:image, twitter:image): title and
// date on the brand colours, its words in the language of the page that names it. A photo appears only when the report is public
// and the photo is one anyone may see; an unlisted or private report's
// preview never carries a photo, whoever asks and whatever token they hold.
// It lives with the photos, which read reports for their access rules, so reports never read photos.

export const PREVIEW_SIZE = { width: 1200, height: 630 };

// An image has no CSS variables: these are the theme's primary, primary-soft, foreground and muted-foreground.
const COLOURS = { primary: "#17736b", soft: "#e6f3f1", ink: "#1b2a33", muted: "#536169", white: "#ffffff" };

/** The report's first photo as a data URL, only if an anonymous visitor may see it. */
async function publicPhoto(photoId: string | undefined): Promise<string | null> {
  if (!photoId) return null;
  const photo = await authorizePhoto(photoId, null, undefined).catch(() => null);
  if (photo?.access !== "public") return null;
  const jpeg = await variantJpeg(photo, 640);
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

export async function reportPreviewImage(
  id: string,
  viewer: User | null,
  token: string | undefined,
  locale: Locale,
) {
  const data = showReport(await sharedReportRow(id), viewer, token);
  if (!data) throw notFound(REPORT_NOT_FOUND);
  const t = await getTranslations({ locale, namespace: "report.preview" });
  const { report, isPublic } = data;
  const photo = isPublic ? await publicPhoto(report.photo_ids[0]) : null;
  const full = report.report_type !== "summary";

  const image = new ImageResponse(
    <div style={{ display: "flex", width: "100%", height: "100%", background: COLOURS.soft }}>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          flex: 1,
          padding: "64px 72px",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
          <div
            style={{
              display: "flex",
              width: 56,
              height: 56,
              borderRadius: 16,
              background: COLOURS.primary,
              color: COLOURS.white,
              fontSize: 34,
              alignItems: "center",
              justifyContent: "center",
            }}
          >
            S
          </div>
          <div style={{ display: "flex", fontSize: 34, color: COLOURS.ink }}>SkinSight</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div
            style={{
              display: "flex",
              alignSelf: "flex-start",
              fontSize: 24,
              color: COLOURS.white,
              background: COLOURS.primary,
              borderRadius: 999,
              padding: "6px 20px",
            }}
          >
            {full ? t("full") : t("summary")}
          </div>
          <div style={{ display: "flex", fontSize: 64, lineHeight: 1.1, color: COLOURS.ink }}>
            {report.title.length > 80 ? `${report.title.slice(0, 78)}…` : report.title}
          </div>
          <div style={{ display: "flex", fontSize: 30, color: COLOURS.muted }}>
            {formatterFor(locale).dateTime(new Date(report.created_at), REPORT_DATE_FORMAT)}
          </div>
        </div>
        <div style={{ display: "flex", fontSize: 24, color: COLOURS.muted }}>{t("tagline")}</div>
      </div>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- rendered to PNG by next/og, not in a page
        <img
          src={photo}
          alt=""
          width={480}
          height={630}
          style={{ width: 480, height: 630, objectFit: "cover" }}
        />
      ) : null}
    </div>,
    {
      ...PREVIEW_SIZE,
      headers: { "Cache-Control": PHOTO_IMAGE_CACHE_CONTROL[isPublic ? "public" : "private"] },
    },
  );
  return image;
}
