"use client";

import { CameraIcon, ImagePlusIcon, TriangleAlertIcon, UploadIcon, XIcon } from "lucide-react";
import { useRef } from "react";
import { useDropzone } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { QUALITY_ISSUE_TEXT, type PhotoQuality } from "@/lib/upload/quality";
import { QUALITY_CHECKING, QUALITY_CONTINUE } from "./texts";

export type PickedPhoto = {
  key: string;
  file: File;
  url: string;
  /** undefined while measuring; null when the browser cannot decode it (HEIC outside Safari). */
  quality: PhotoQuality | null | undefined;
};

// Images of every kind phones produce; HEIC is also matched by its extension, since
// browsers outside Safari often give it no type. The server decides by content.
export const PHOTO_ACCEPT = { "image/*": [".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif"] };

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
  const camera = useRef<HTMLInputElement>(null);
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    accept: PHOTO_ACCEPT,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDrop: (accepted) => {
      if (accepted.length > 0) onAdd(accepted);
    },
  });

  return (
    <section aria-labelledby="photos-heading" className="grid gap-3">
      <h2 id="photos-heading" className="text-lead font-semibold">
        Your photos{" "}
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
        <input {...getInputProps({ "aria-label": "Choose photos" })} />
        <UploadIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-body text-foreground">
          {isDragActive ? "Drop the photos here" : "Drag and drop photos here, or"}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" onClick={open} disabled={disabled}>
            <ImagePlusIcon aria-hidden="true" /> Browse Photos
          </Button>
          <Button type="button" variant="outline" onClick={() => camera.current?.click()} disabled={disabled}>
            <CameraIcon aria-hidden="true" /> Take Photo
          </Button>
        </div>
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-label="Take a photo with the camera"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (files.length > 0) onAdd(files);
          }}
        />
        <p className="text-caption text-muted-foreground">JPEG, PNG, WebP or HEIC, up to 15 MB each.</p>
      </div>

      {photos.length > 0 ? (
        <ul
          // Several photos sit two across on a phone; one alone keeps the full width.
          className={cn(
            "grid gap-3 sm:grid-cols-2 lg:grid-cols-3",
            photos.length > 1 ? "grid-cols-2" : "grid-cols-1",
          )}
          aria-label="Selected photos"
        >
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="overflow-hidden rounded-lg border border-border bg-card"
              data-testid="picked-photo"
            >
              <div className="relative">
                {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not a served image */}
                <img
                  src={photo.url}
                  alt={`Photo ${index + 1}: ${photo.file.name}`}
                  className="aspect-[4/3] w-full object-cover"
                />
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute top-2 right-2 shadow-raised"
                  onClick={() => onRemove(photo.key)}
                  aria-label={`Remove photo ${index + 1}`}
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

function QualityNote({
  photo,
  index,
  onRetake,
}: {
  photo: PickedPhoto;
  index: number;
  onRetake: () => void;
}) {
  if (photo.quality === undefined) {
    return <p className="px-3 py-2 text-caption text-muted-foreground">{QUALITY_CHECKING}</p>;
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
      aria-label={`Photo ${index + 1} quality`}
    >
      <p className="flex items-center gap-1.5 font-semibold">
        <TriangleAlertIcon className="size-4 shrink-0 text-warning" aria-hidden="true" />
        This photo may give a poor analysis
      </p>
      <ul className="grid list-disc gap-1 pl-5">
        {photo.quality.issues.map((issue) => (
          <li key={issue}>{QUALITY_ISSUE_TEXT[issue]}</li>
        ))}
      </ul>
      <p>{QUALITY_CONTINUE}</p>
      <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={onRetake}>
        Retake Photo {index + 1}
      </Button>
    </div>
  );
}
