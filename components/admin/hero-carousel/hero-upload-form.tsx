"use client";

import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { HeroDetailsForm } from "@/lib/admin/schemas";
import { detailOr } from "@/lib/api-client";
import { heroCarouselApi, type HeroImage } from "./api";
import { HERO_DETAILS_REQUIRED, HERO_FILE_REQUIRED, HERO_UPLOAD_FAILED } from "./texts";

type Values = { title: string; alt_text: string };
const EMPTY: Values = { title: "", alt_text: "" };
const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif";

/**
 * Uploads a hero image: title and alt text first (the spec's warning when either is missing),
 * then the file. The server says when the image is under the recommended 800x600.
 */
export function HeroUploadForm({ onUploaded }: { onUploaded: (image: HeroImage) => void }) {
  const { register, handleSubmit, reset, formState, getValues } = useForm<Values>({ defaultValues: EMPTY });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [missing, setMissing] = useState<(keyof Values)[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorFor = (name: keyof Values) => (missing.includes(name) ? HERO_DETAILS_REQUIRED : undefined);

  const upload = async (raw: Values) => {
    const details = HeroDetailsForm.safeParse(raw);
    if (!details.success) {
      setMissing((Object.keys(EMPTY) as (keyof Values)[]).filter((name) => getValues(name).trim() === ""));
      notify.warning(HERO_DETAILS_REQUIRED);
      return;
    }
    setMissing([]);
    const values = details.data;
    if (!file) {
      setFileError(HERO_FILE_REQUIRED);
      notify.warning(HERO_FILE_REQUIRED);
      return;
    }
    try {
      const answer = await heroCarouselApi.upload({ file, ...values });
      notify.success(answer.message);
      if (answer.notice) notify.warning(answer.notice);
      reset(EMPTY);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      onUploaded(answer.hero_image);
    } catch (error) {
      notify.error(detailOr(error, HERO_UPLOAD_FAILED));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Upload an image</CardTitle>
        <CardDescription>
          JPEG, PNG, WebP or HEIC up to 15 MB; at least 800x600 pixels is recommended. New images go last and
          are active at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(upload)(event)}>
          <div className="grid gap-4 md:grid-cols-2 md:items-start">
            <Field label="Title" required error={errorFor("title")}>
              <Input maxLength={200} {...register("title")} />
            </Field>
            <Field
              label="Alt text"
              required
              description="Describes the image for people who cannot see it."
              error={errorFor("alt_text")}
            >
              <Input maxLength={300} {...register("alt_text")} />
            </Field>
          </div>
          <Field label="Image file" required error={fileError ?? undefined}>
            <Input
              ref={fileInput}
              type="file"
              accept={ACCEPTED}
              className="h-auto py-2 file:mr-3 file:rounded-sm file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileError(null);
              }}
            />
          </Field>
          <div>
            <Button type="submit" disabled={formState.isSubmitting}>
              <Upload aria-hidden="true" />
              {formState.isSubmitting ? "Uploading…" : "Upload image"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
