"use client";

import { notify } from "@/components/ui/toaster";
import { moveItem, type MoveDirection } from "@/lib/admin/ordering";
import { photoImageUrl } from "@/lib/photos/urls";
import { MoveButtons } from "../move-buttons";
import { ActiveBadge, ActiveToggle, DeleteIconButton } from "../row-actions";
import { useRowAction } from "../use-row-action";
import { heroCarouselApi, type HeroImage } from "./api";
import {
  HERO_DELETE_FAILED,
  HERO_MOVE_FAILED,
  HERO_STATUS_FAILED,
  heroMoved,
  heroStatusChanged,
} from "./texts";

/** The hero images in order, each with move up/down, the active switch and delete. */
export function HeroImageList({
  images,
  onChange,
  onStale,
}: {
  images: HeroImage[];
  onChange: (images: HeroImage[]) => void;
  /** The list changed elsewhere (another administrator): read it again. */
  onStale: () => void;
}) {
  const { busy, act } = useRowAction({ onStale });

  const move = (image: HeroImage, direction: MoveDirection) =>
    act(async () => {
      const items = moveItem(images, image.id, direction);
      if (!items) return;
      const answer = await heroCarouselApi.reorder(items);
      onChange(answer.hero_images);
      notify.success(heroMoved(direction));
    }, HERO_MOVE_FAILED);

  const toggle = (image: HeroImage) =>
    act(async () => {
      const answer = await heroCarouselApi.setActive(image.id, !image.is_active);
      onChange(images.map((item) => (item.id === image.id ? answer.hero_image : item)));
      notify.success(heroStatusChanged(answer.hero_image.is_active));
    }, HERO_STATUS_FAILED);

  const remove = (image: HeroImage) =>
    act(async () => {
      const answer = await heroCarouselApi.remove(image.id);
      onChange(images.filter((item) => item.id !== image.id));
      notify.success(answer.message);
    }, HERO_DELETE_FAILED);

  return (
    <ol className="grid gap-3" aria-busy={busy || undefined}>
      {images.map((image, index) => (
        <li
          key={image.id}
          data-hero-id={image.id}
          className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-3 rounded-lg border border-border p-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto]"
        >
          {image.photo_id ? (
            // eslint-disable-next-line @next/next/no-img-element -- the photo route serves sized JPEGs itself
            <img
              src={photoImageUrl(image.photo_id, { width: 320 })}
              alt={image.alt_text}
              width={320}
              height={240}
              loading="lazy"
              className="aspect-[4/3] w-full rounded-md bg-muted object-cover"
            />
          ) : null}
          <div className="grid min-w-0 gap-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="text-sm text-muted-foreground">{index + 1}.</span>
              <span className="break-words">{image.title}</span>
              <ActiveBadge active={image.is_active} wording="activate" />
            </p>
            <p className="text-sm break-words text-muted-foreground">Alt text: {image.alt_text}</p>
          </div>
          <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1">
            <MoveButtons
              index={index}
              count={images.length}
              itemLabel={image.title}
              busy={busy}
              onMove={(direction) => void move(image, direction)}
            />
            <ActiveToggle
              active={image.is_active}
              wording="activate"
              what={image.title}
              busy={busy}
              onToggle={() => void toggle(image)}
            />
            <DeleteIconButton
              label={`Delete ${image.title}`}
              busy={busy}
              title="Delete this hero image?"
              description={`“${image.title}” and its photo are deleted. This cannot be undone.`}
              confirmLabel="Delete"
              onConfirm={() => remove(image)}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
