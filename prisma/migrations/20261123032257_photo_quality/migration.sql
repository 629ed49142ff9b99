-- Quality measures of each photo taken at upload (size, luminance, sharpness); null for older photos.
ALTER TABLE "photos" ADD COLUMN "quality" JSONB;
