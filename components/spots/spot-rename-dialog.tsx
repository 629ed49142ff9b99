"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { queryKeys } from "@/components/api/queries";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field, FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { api, detailOr, type SpotDetail } from "@/lib/api-client";
import { LABEL_MAX_LENGTH, SpotCreateSchema } from "@/lib/spots/schemas";
import {
  RENAME,
  RENAME_DESCRIPTION,
  RENAME_FAILED,
  RENAME_FIELD,
  RENAME_SAVE,
  RENAME_TITLE,
  RENAMED,
} from "./spot-texts";

// The label's rule, as PATCH /api/spots/{id} parses it.
const RenameSchema = SpotCreateSchema.pick({ label: true });
type RenameInput = z.input<typeof RenameSchema>;
type RenameValues = z.output<typeof RenameSchema>;

/** Rename the spot (its label); the server's detail when it refuses. */
export function SpotRenameDialog({ spot }: { spot: SpotDetail }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RenameInput, unknown, RenameValues>({
    resolver: zodResolver(RenameSchema),
    defaultValues: { label: spot.label },
  });

  function changeOpen(next: boolean) {
    setOpen(next);
    setRefusal(null);
    if (next) reset({ label: spot.label });
  }

  const save = async ({ label }: RenameValues) => {
    setRefusal(null);
    try {
      const renamed = await api.updateSpot(spot.id, { label });
      queryClient.setQueryData(queryKeys.spot(spot.id), renamed);
      void queryClient.invalidateQueries({ queryKey: queryKeys.spots, exact: true });
      notify.success(RENAMED);
      setOpen(false);
    } catch (failure) {
      setRefusal(detailOr(failure, RENAME_FAILED));
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          {RENAME}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(save)(event)}>
          <DialogHeader>
            <DialogTitle>{RENAME_TITLE}</DialogTitle>
            <DialogDescription>{RENAME_DESCRIPTION}</DialogDescription>
          </DialogHeader>
          <Field
            label={RENAME_FIELD}
            required
            error={errors.label?.message ? `The name ${errors.label.message}` : undefined}
          >
            <Input maxLength={LABEL_MAX_LENGTH} autoComplete="off" autoFocus {...register("label")} />
          </Field>
          <FormError>{refusal}</FormError>
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : RENAME_SAVE}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
