"use client";

import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import { moveItem, type MoveDirection } from "@/lib/admin/ordering";
import { photoImageUrl } from "@/lib/photos/urls";
import { MoveButtons } from "../move-buttons";
import { ActiveBadge, ActiveToggle, DeleteIconButton, EditIconButton } from "../row-actions";
import { useRowAction } from "../use-row-action";
import { reviewsApi, type AdminReview } from "./api";
import { ReviewForm, type ReviewDraft } from "./review-form";
import { draftPhotoId } from "./review-photo";
import {
  REVIEW_DELETE_FAILED,
  REVIEW_REORDER_FAILED,
  REVIEW_UPDATE_FAILED,
  reviewStatusChanged,
} from "./texts";

/** The reviews in order, each with move up/down, the active switch, edit and delete. */
export function ReviewList({
  reviews,
  onChange,
  onStale,
}: {
  reviews: AdminReview[];
  onChange: (reviews: AdminReview[]) => void;
  /** The list changed elsewhere (another administrator): read it again. */
  onStale: () => void;
}) {
  const [editing, setEditing] = useState<AdminReview | null>(null);

  const { busy, act } = useRowAction({ onStale });

  const replace = (review: AdminReview) => onChange(reviews.map((r) => (r.id === review.id ? review : r)));

  const move = (review: AdminReview, direction: MoveDirection) =>
    act(async () => {
      const order = moveItem(reviews, review.id, direction);
      if (!order) return;
      const answer = await reviewsApi.reorder(order);
      onChange(answer.reviews);
      notify.success(answer.message);
    }, REVIEW_REORDER_FAILED);

  const toggle = (review: AdminReview) =>
    act(async () => {
      const answer = await reviewsApi.update(review.id, { is_active: !review.is_active });
      replace(answer.review);
      notify.success(reviewStatusChanged(answer.review.is_active));
    }, REVIEW_UPDATE_FAILED);

  const save = async (review: AdminReview, draft: ReviewDraft) => {
    const photoId = await draftPhotoId(draft);
    if (photoId === false) return false;
    const saved = await act(async () => {
      const answer = await reviewsApi.update(review.id, {
        name: draft.name,
        quote: draft.quote,
        ...(photoId !== undefined ? { photo_id: photoId } : {}),
      });
      replace(answer.review);
      notify.success(answer.message);
    }, REVIEW_UPDATE_FAILED);
    if (saved) setEditing(null);
    return saved;
  };

  const remove = (review: AdminReview) =>
    act(async () => {
      const answer = await reviewsApi.remove(review.id);
      onChange(reviews.filter((r) => r.id !== review.id));
      notify.success(answer.message);
    }, REVIEW_DELETE_FAILED);

  return (
    <>
      <ol className="grid gap-3" aria-busy={busy || undefined}>
        {reviews.map((review, index) => (
          <li
            key={review.id}
            data-review-id={review.id}
            className="grid grid-cols-[3rem_minmax(0,1fr)] items-center gap-3 rounded-lg border border-border p-3 sm:grid-cols-[3rem_minmax(0,1fr)_auto]"
          >
            <Avatar review={review} />
            <div className="grid min-w-0 gap-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <span className="text-sm text-muted-foreground">{index + 1}.</span>
                <span className="break-words">{review.name}</span>
                <ActiveBadge active={review.is_active} wording="activate" />
              </p>
              <blockquote className="text-sm break-words text-muted-foreground">“{review.quote}”</blockquote>
            </div>
            <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1">
              <MoveButtons
                index={index}
                count={reviews.length}
                itemLabel={`the review by ${review.name}`}
                busy={busy}
                onMove={(direction) => void move(review, direction)}
              />
              <ActiveToggle
                active={review.is_active}
                wording="activate"
                what={`the review by ${review.name}`}
                busy={busy}
                onToggle={() => void toggle(review)}
              />
              <EditIconButton
                label={`Edit the review by ${review.name}`}
                busy={busy}
                onEdit={() => setEditing(review)}
              />
              <DeleteIconButton
                label={`Delete the review by ${review.name}`}
                busy={busy}
                title="Delete this review?"
                description={`The review by ${review.name} and its photo are deleted. This cannot be undone.`}
                confirmLabel="Delete"
                onConfirm={() => remove(review)}
              />
            </div>
          </li>
        ))}
      </ol>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Edit review</DialogTitle>
              <DialogDescription>Changes show on the homepage at once.</DialogDescription>
            </DialogHeader>
            <ReviewForm
              initial={{ name: editing.name, quote: editing.quote }}
              hasPhoto={editing.photo_id !== null}
              submitLabel="Save review"
              onSubmit={(draft) => save(editing, draft)}
              onCancel={() => setEditing(null)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

function Avatar({ review }: { review: AdminReview }) {
  const src = review.photo_id ? photoImageUrl(review.photo_id, { width: 320 }) : review.user_photo_url;
  if (!src)
    return (
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-primary-soft font-semibold text-secondary-foreground"
      >
        {review.name.slice(0, 1).toUpperCase()}
      </span>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a stored photo or the review's own address
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 rounded-full object-cover"
    />
  );
}
