-- Spots: a mole or patch a user follows over time, placed on a body map; its reports are its
-- history (docs/spots.md). Deleting a spot keeps its reports, which lose the link; deleting the
-- account deletes its spots.

-- CreateEnum
CREATE TYPE "BodySite" AS ENUM ('scalp', 'face', 'neck', 'chest', 'abdomen', 'upper_back', 'lower_back', 'buttocks', 'groin', 'left_shoulder', 'right_shoulder', 'left_upper_arm', 'right_upper_arm', 'left_forearm', 'right_forearm', 'left_hand', 'right_hand', 'left_thigh', 'right_thigh', 'left_knee', 'right_knee', 'left_lower_leg', 'right_lower_leg', 'left_foot', 'right_foot', 'other');

-- CreateEnum
CREATE TYPE "SpotView" AS ENUM ('front', 'back');

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "spot_id" UUID;

-- CreateTable
CREATE TABLE "spots" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "label" TEXT NOT NULL,
    "body_site" "BodySite" NOT NULL,
    "view" "SpotView" NOT NULL,
    "map_x" DOUBLE PRECISION NOT NULL,
    "map_y" DOUBLE PRECISION NOT NULL,
    "reminder_interval_days" INTEGER,
    "reminder_sent_for" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "spots_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "spots_user_id_idx" ON "spots"("user_id");

-- CreateIndex
CREATE INDEX "reports_spot_id_created_at_idx" ON "reports"("spot_id", "created_at");

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_spot_id_fkey" FOREIGN KEY ("spot_id") REFERENCES "spots"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "spots" ADD CONSTRAINT "spots_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Whatever code writes: a place on the map, a reminder between a month and a year, and a label
-- of 1 to 80 characters that is not only spaces.
ALTER TABLE "spots"
  ADD CONSTRAINT "spots_map_x_range" CHECK ("map_x" BETWEEN 0 AND 1),
  ADD CONSTRAINT "spots_map_y_range" CHECK ("map_y" BETWEEN 0 AND 1),
  ADD CONSTRAINT "spots_reminder_interval_range" CHECK ("reminder_interval_days" IS NULL OR "reminder_interval_days" BETWEEN 30 AND 365),
  ADD CONSTRAINT "spots_label_length" CHECK (char_length("label") BETWEEN 1 AND 80 AND btrim("label") <> '');
