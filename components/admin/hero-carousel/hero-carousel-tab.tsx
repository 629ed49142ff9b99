"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { adminQueryKey } from "../queries";
import { LoadError } from "../load-error";
import { heroCarouselApi, type HeroImage } from "./api";
import { HeroImageList } from "./hero-image-list";
import { HeroUploadForm } from "./hero-upload-form";
import { HERO_LOAD_FAILED } from "./texts";

export const heroImagesKey = adminQueryKey("hero-carousel");

/** The Hero carousel tab: upload, then order, switch on or off and delete the homepage's images. */
export function HeroCarouselTab() {
  const queryClient = useQueryClient();
  const images = useQuery({ queryKey: heroImagesKey, queryFn: heroCarouselApi.list });
  const setImages = (hero_images: HeroImage[]) => queryClient.setQueryData(heroImagesKey, { hero_images });

  return (
    <div className="grid grid-cols-1 gap-6">
      <HeroUploadForm onUploaded={() => void queryClient.invalidateQueries({ queryKey: heroImagesKey })} />
      <Card>
        <CardHeader>
          <CardTitle as="h3">Images</CardTitle>
          <CardDescription>
            Active images rotate on the homepage in this order. With none active, the homepage shows its four
            demonstration images.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {images.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : images.isError ? (
            <LoadError message={HERO_LOAD_FAILED} onRetry={() => void images.refetch()} />
          ) : images.data.hero_images.length === 0 ? (
            <EmptyState
              icon={ImageIcon}
              headingLevel="h3"
              title="No hero images yet"
              description="Upload one above; until then the homepage shows its demonstration images."
            />
          ) : (
            <HeroImageList
              images={images.data.hero_images}
              onChange={setImages}
              onStale={() => void images.refetch()}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
