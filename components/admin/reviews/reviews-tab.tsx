"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquareQuote } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { detailOr } from "@/lib/api-client";
import { adminQueryKey } from "../queries";
import { LoadError } from "../load-error";
import { reviewsApi, type AdminReview } from "./api";
import { ReviewForm, type ReviewDraft } from "./review-form";
import { draftPhotoId } from "./review-photo";
import { ReviewList } from "./review-list";
import { REVIEW_CREATE_FAILED, REVIEWS_LOAD_FAILED } from "./texts";

const reviewsKey = adminQueryKey("user-reviews");

/** The Reviews tab: add testimonials, then edit, order, switch on or off and delete them. */
export function ReviewsTab() {
  const queryClient = useQueryClient();
  const reviews = useQuery({ queryKey: reviewsKey, queryFn: reviewsApi.list });
  const setReviews = (list: AdminReview[]) => queryClient.setQueryData(reviewsKey, { reviews: list });

  const create = async (draft: ReviewDraft) => {
    const photoId = await draftPhotoId(draft);
    if (photoId === false) return false;
    try {
      const answer = await reviewsApi.create({
        name: draft.name,
        quote: draft.quote,
        photo_id: photoId ?? null,
      });
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: reviewsKey });
      return true;
    } catch (error) {
      notify.error(detailOr(error, REVIEW_CREATE_FAILED));
      return false;
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Add a review</CardTitle>
          <CardDescription>New reviews go last and show on the homepage at once.</CardDescription>
        </CardHeader>
        <CardContent>
          <ReviewForm submitLabel="Add review" onSubmit={create} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Reviews</CardTitle>
          <CardDescription>Active reviews rotate on the homepage in this order.</CardDescription>
        </CardHeader>
        <CardContent>
          {reviews.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <Skeleton className="h-20" />
              <Skeleton className="h-20" />
            </div>
          ) : reviews.isError ? (
            <LoadError message={REVIEWS_LOAD_FAILED} onRetry={() => void reviews.refetch()} />
          ) : reviews.data.reviews.length === 0 ? (
            <EmptyState
              icon={MessageSquareQuote}
              headingLevel="h3"
              title="No reviews yet"
              description="Add one above; the homepage hides its testimonials until there is one."
            />
          ) : (
            <ReviewList
              reviews={reviews.data.reviews}
              onChange={setReviews}
              onStale={() => void reviews.refetch()}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
