"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ReviewFields } from "@/lib/admin/schemas";
import { FormActions } from "../form-actions";

export type ReviewDraft = ReviewFields & {
  /** A new photo to upload, or null to keep what there is. */
  file: File | null;
  /** Editing only: remove the current photo. */
  removePhoto: boolean;
};

const ACCEPTED = "image/jpeg,image/png,image/webp,image/heic,image/heif";
const EMPTY: ReviewFields = { name: "", quote: "" };

/**
 * A review's name and quote (both required, checked with the server's schema) and an optional
 * photo. Used to add a review and, in a dialog, to edit one.
 */
export function ReviewForm({
  initial,
  hasPhoto = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ReviewFields;
  /** Editing a review that has a photo: offer to remove it. */
  hasPhoto?: boolean;
  submitLabel: string;
  /** Answers true when saved, so a new review's form can be emptied. */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFields>({ resolver: zodResolver(ReviewFields), defaultValues: initial ?? EMPTY });
  const [file, setFile] = useState<File | null>(null);
  const [removePhoto, setRemovePhoto] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const removeId = useId();

  const submit = async (values: ReviewFields) => {
    const saved = await onSubmit({ ...values, file, removePhoto: removePhoto && !file });
    if (saved && !initial) {
      reset(EMPTY);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Field label="Name" required error={errors.name?.message}>
        <Input maxLength={100} autoComplete="off" {...register("name")} />
      </Field>
      <Field label="Quote" required error={errors.quote?.message}>
        <Textarea rows={3} maxLength={1000} {...register("quote")} />
      </Field>
      <Field
        label={hasPhoto ? "Replace photo (optional)" : "Photo (optional)"}
        description="A square picture of the reviewer works best."
      >
        <Input
          ref={fileInput}
          type="file"
          accept={ACCEPTED}
          className="h-auto py-2 file:mr-3 file:rounded-sm file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium file:text-secondary-foreground"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field>
      {hasPhoto ? (
        <div className="flex items-center gap-2">
          <Checkbox
            id={removeId}
            checked={removePhoto}
            disabled={file !== null}
            onCheckedChange={(checked) => setRemovePhoto(checked === true)}
          />
          <label htmlFor={removeId} className="text-sm">
            Remove the current photo
          </label>
        </div>
      ) : null}
      <FormActions submitLabel={submitLabel} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
