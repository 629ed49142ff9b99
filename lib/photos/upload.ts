import { z } from "zod";
import { entitlementsFor } from "@/lib/analysis/entitlements";
import { FIRST_FREE_IS_PUBLIC } from "@/lib/analysis/permissions";
import { isPayingUser, maxPhotosPerReport } from "@/lib/billing/entitlements";
import type { User } from "@/lib/generated/prisma/client";
import { PrivacySetting } from "@/lib/generated/prisma/enums";
import { HttpError, refusal } from "@/lib/errors/http-error";
import { enforceClientRateLimit } from "@/lib/rate-limit";
import { newVisitorSecret } from "@/lib/reports/visitor-secret";
import { getSettings, type Settings } from "@/lib/settings";
import { fileBytes, parseFormFields, readMultipartForm } from "@/lib/storage/multipart";
import { uploadedFile } from "@/lib/validation/file";
import { savePhotos } from "./index";
import { MAX_PHOTO_BYTES, processPhoto, type ProcessedPhoto } from "./process";

// POST /api/photos/upload: who may upload how many photos with which privacy.

export const PHOTO_UPLOADS_PER_HOUR_PER_IP = 60;
export const PHOTO_RATE_LIMIT_DETAIL = "Too many photo uploads from this address. Please try again later.";
export const PHOTO_UPLOAD_TOO_LARGE_DETAIL = "The upload is too large. Each photo must be 15 MB or smaller.";
export const PRIVACY_NEEDS_UPGRADE_DETAIL =
  "Private and unlisted reports are available with credits or a subscription. Please upgrade to choose them.";

function photoCount(n: number): string {
  return n === 1 ? "1 photo" : `${n} photos`;
}

function freePhotoLimitDetail(free: number, paid: number): string {
  return `Free reports include ${photoCount(free)}. Please upgrade to upload up to ${photoCount(paid)} per report.`;
}

function paidPhotoLimitDetail(paid: number): string {
  return `You can upload up to ${photoCount(paid)} per report.`;
}

export const PhotoUploadForm = z.object({
  files: z
    .array(uploadedFile("Each entry must be an uploaded file"))
    .min(1, "Please choose at least one photo"),
  privacy_setting: z.enum(PrivacySetting).optional(),
});

/** Reads the multipart form; its size is capped at the most photos any account may send. */
async function readPhotoUploadForm(req: Request, settings: Settings) {
  const maxBytes = settings.max_photos_per_report_paid * MAX_PHOTO_BYTES + 1024 * 1024;
  const form = await readMultipartForm(req, maxBytes, PHOTO_UPLOAD_TOO_LARGE_DETAIL);
  // user_id in the form is ignored: the caller is whoever the token says, or anonymous.
  return parseFormFields(PhotoUploadForm, {
    files: form.getAll("files"),
    privacy_setting: form.get("privacy_setting") || undefined,
  });
}

/**
 * Why a private or unlisted upload is refused: for someone whose only way to a full report is the
 * public first free one, the same refusal as the analysis (first_free_is_public), so the page can
 * offer the same choice; for anyone else, an upgrade.
 */
async function privacyRefusal(user: User | null, ip: string, settings: Settings): Promise<HttpError> {
  const firstFreeOnly =
    user && (await entitlementsFor(user, ip, { settings })).full_report_payment === "first_free";
  return firstFreeOnly
    ? refusal(402, "first_free_is_public", FIRST_FREE_IS_PUBLIC)
    : refusal(403, "upgrade_required", PRIVACY_NEEDS_UPGRADE_DETAIL);
}

export type PhotoUploadResult = {
  photo_ids: string[];
  /** A visitor's upload only: the secret that lets them (alone) analyse these photos. */
  upload_secret: string | null;
};

/** POST /api/photos/upload: checks the caller's allowance, processes every file, then stores them all or none. */
export async function uploadPhotos(user: User | null, req: Request, ip: string): Promise<PhotoUploadResult> {
  const settings = await getSettings();
  const upload = await readPhotoUploadForm(req, settings);
  // What the caller may not send at all is refused before any file counts against the address.
  const paying = isPayingUser(user);
  if (upload.files.length > maxPhotosPerReport(user, settings)) {
    throw paying
      ? new HttpError(422, paidPhotoLimitDetail(settings.max_photos_per_report_paid), {}, "too_many_photos")
      : refusal(
          403,
          "upgrade_required",
          freePhotoLimitDetail(settings.max_photos_per_report_free, settings.max_photos_per_report_paid),
        );
  }
  // Paying users' reports are private unless they choose otherwise (spec: "private by default").
  const privacySetting = upload.privacy_setting ?? (paying ? "private" : "public");
  if (privacySetting !== "public" && !paying) throw await privacyRefusal(user, ip, settings);
  // One hit per file: the limit counts photos, not requests.
  for (let i = 0; i < upload.files.length; i++) {
    await enforceClientRateLimit(
      `photo-upload:${ip}`,
      PHOTO_UPLOADS_PER_HOUR_PER_IP,
      3600,
      PHOTO_RATE_LIMIT_DETAIL,
    );
  }

  const processed: ProcessedPhoto[] = [];
  for (const file of upload.files) {
    processed.push(await processPhoto(await fileBytes(file), { measureQuality: true }));
  }
  if (user) {
    return {
      photo_ids: await savePhotos(processed, { userId: user.id, kind: "report", privacySetting }),
      upload_secret: null,
    };
  }
  const key = newVisitorSecret();
  const photoIds = await savePhotos(processed, {
    userId: null,
    kind: "report",
    privacySetting,
    uploadKeyHash: key.hash,
  });
  return { photo_ids: photoIds, upload_secret: key.secret };
}
