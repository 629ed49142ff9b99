"use client";

import { CameraIcon, FileImageIcon, ImagePlusIcon, TriangleAlertIcon, UploadIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useDropzone } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { FormError } from "@/components/ui/field";
import type { PhotoQuality } from "@/lib/upload/quality";
import { isHeic, isPhotoFile, notAPhoto, PHOTO_ACCEPT } from "./photo-files";

export type PickedPhoto = {
  key: string;
  file: File;
  url: string;
  /** undefined while measuring; null when the browser cannot decode it (HEIC outside Safari). */
  quality: PhotoQuality | null | undefined;
};

export function PhotoPicker({
  photos,
  limit,
  onAdd,
  onRemove,
  disabled,
}: {
  photos: PickedPhoto[];
  limit: number;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  const t = useTranslations("upload");
  const camera = useRef<HTMLInputElement>(null);
  // Files that are not photos are refused here, named, before anything is sent.
  const [refused, setRefused] = useState<string | null>(null);
  const take = (accepted: File[], rejected: File[]) => {
    const names = rejected.map((file) => file.name);
    setRefused(names.length > 0 ? notAPhoto(names, t) : null);
    if (accepted.length > 0) onAdd(accepted);
  };
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: PHOTO_ACCEPT,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted, rejections) => {
      const rejected = rejections.map(({ file }) => file);
      take(accepted, rejected);
    },
  });

  return (
    <section aria-labelledby="photos-heading" className="grid gap-3" data-testid="photo-picker">
      <h2 id="photos-heading" className="text-lead font-semibold">
        {t("photos.heading")}{" "}
        <span className="text-body font-normal text-muted-foreground">
          ({photos.length}/{limit})
        </span>
      </h2>
      <div
        {...getRootProps({
          className: cn(
            "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-border bg-muted/40 px-4 py-8 text-center transition-colors",
            isDragActive && "border-primary bg-primary-soft",
          ),
        })}
        data-testid="photo-dropzone"
      >
        <input {...getInputProps({ "aria-label": t("photos.choose") })} />
        <UploadIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-body text-foreground">
          {isDragActive ? t("photos.dropHere") : t("photos.dragOr")}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" onClick={open} disabled={disabled}>
            <ImagePlusIcon aria-hidden="true" /> {t("photos.browse")}
          </Button>
          <Button type="button" variant="outline" onClick={() => camera.current?.click()} disabled={disabled}>
            <CameraIcon aria-hidden="true" /> {t("photos.take")}
          </Button>
        </div>
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label={t("photos.takeWithCamera")}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            const rejected = files.filter((file) => !isPhotoFile(file));
            take(files.filter(isPhotoFile), rejected);
          }}
        />
        <p className="text-caption text-muted-foreground">{t("photos.formats")}</p>
      </div>
      <FormError>{refused}</FormError>

      {photos.length > 0 ? (
        <ul
          // Several photos sit two across on a phone; one alone keeps the full width.
          className={cn(
            "grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
            photos.length > 1 ? "grid-cols-2" : "grid-cols-1",
          )}
          aria-label={t("photos.selected")}
        >
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="overflow-hidden rounded-lg border border-border bg-card"
              data-testid="picked-photo"
            >
              <div className="relative">
                <Thumbnail photo={photo} index={index} />
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute top-2 right-2 shadow-raised"
                  onClick={() => onRemove(photo.key)}
                  aria-label={t("photos.remove", { n: index + 1 })}
                  disabled={disabled}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </div>
              <QualityNote
                photo={photo}
                index={index}
                onRetake={() => {
                  onRemove(photo.key);
                  open();
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The picked photo as the browser draws it, or, where it cannot (HEIC outside Safari, a damaged
 * file), a tile that says so: never a broken-image icon. The picture stays invisible until loaded.
 */
function Thumbnail({ photo, index }: { photo: PickedPhoto; index: number }) {
  const t = useTranslations("upload");
  const [preview, setPreview] = useState<"loading" | "shown" | "failed">("loading");
  const label = t("photos.photoName", { n: index + 1, name: photo.file.name });
  // quality is null when the quality check could not decode the file either.
  if (preview === "failed" || (photo.quality === null && preview !== "shown")) {
    const heic = isHeic(photo.file);
    const extension = /\.([a-z0-9]{1,5})$/i.exec(photo.file.name)?.[1];
    const note = heic ? t("photos.heicNoPreview") : t("photos.noPreview");
    return (
      <div
        role="img"
        aria-label={`${label}. ${note}`}
        className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1.5 bg-muted px-4 text-center"
        data-testid="photo-no-preview"
      >
        <FileImageIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-semibold text-foreground">
          {heic
            ? t("photos.heicPhoto")
            : extension
              ? t("photos.typedPhoto", { type: extension.toUpperCase() })
              : t("photos.photo")}
        </p>
        <p className="max-w-64 text-caption text-muted-foreground">{note}</p>
      </div>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a local object URL, not a served image
    <img
      src={photo.url}
      alt={label}
      onLoad={() => setPreview("shown")}
      onError={() => setPreview("failed")}
      className={cn("aspect-[4/3] w-full bg-muted object-cover", preview === "loading" && "invisible")}
    />
  );
}

function QualityNote({
  photo,
  index,
  onRetake,
}: {
  photo: PickedPhoto;
  index: number;
  onRetake: () => void;
}) {
  const t = useTranslations("upload");
  if (photo.quality === undefined) {
    return <p className="px-3 py-2 text-caption text-muted-foreground">{t("quality.checking")}</p>;
  }
  if (!photo.quality || photo.quality.issues.length === 0) {
    return (
      <p className="truncate px-3 py-2 text-caption text-muted-foreground" title={photo.file.name}>
        {photo.file.name}
      </p>
    );
  }
  return (
    <div
      className="grid gap-2 bg-warning-soft px-3 py-2 text-caption text-foreground"
      data-testid="quality-warning"
      role="status"
      aria-label={t("quality.label", { n: index + 1 })}
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlertIcon className="size-4 shrink-0 text-warning" aria-hidden="true" />
        {t("quality.poor")}
      </p>
      <ul className="grid list-disc gap-1 pl-5">
        {photo.quality.issues.map((issue) => (
          <li key={issue}>{t(`quality.issues.${issue}`)}</li>
        ))}
      </ul>
      <p>{t("quality.continue")}</p>
      <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={onRetake}>
        {t("quality.retake", { n: index + 1 })}
      </Button>
    </div>
  );
}
