"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { notify } from "@/components/ui/toaster";
import { checkPhotoQuality } from "@/lib/upload/browser-quality";
import type { PickedPhoto } from "./photo-picker";

let photoCounter = 0;

/**
 * The photos picked for one report, up to the viewer's limit, each with its thumbnail's object URL
 * and, once measured, its quality.
 */
export function usePickedPhotos({ limit, onOverLimit }: { limit: number; onOverLimit: () => void }) {
  const t = useTranslations("upload");
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);

  // Object URLs of thumbnails are freed when the wizard goes away.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  function addPhotos(files: File[]) {
    const room = limit - photos.length;
    if (files.length > room) {
      // Spec section 5: one photo opens the upgrade dialog, a larger limit warns.
      if (limit <= 1) onOverLimit();
      else notify.warning(t("photos.maxAllowed", { max: limit }));
    }
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length === 0) return;
    const added: PickedPhoto[] = taken.map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      photoCounter += 1;
      return { key: `photo-${photoCounter}`, file, url, quality: undefined };
    });
    setPhotos((current) => [...current, ...added]);
    for (const photo of added) {
      void checkPhotoQuality(photo.file).then((quality) =>
        setPhotos((current) => current.map((p) => (p.key === photo.key ? { ...p, quality } : p))),
      );
    }
  }

  function removePhoto(key: string) {
    setPhotos((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.url);
        urls.current.delete(gone.url);
      }
      return current.filter((p) => p.key !== key);
    });
  }

  return { photos, addPhotos, removePhoto };
}
