"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
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
import { api, type SpotDetail } from "@/lib/api-client";
import { LABEL_MAX_LENGTH, SpotCreateSchema } from "@/lib/spots/schemas";
import { labelProblem } from "./spot-display";
import { useRefusalText } from "@/components/i18n/use-refusal-text";

// The label's rule, as PATCH /api/spots/{id} parses it.
const RenameSchema = SpotCreateSchema.pick({ label: true });
type RenameInput = z.input<typeof RenameSchema>;
type RenameValues = z.output<typeof RenameSchema>;

/** Rename the spot (its label); the server's detail when it refuses. */
export function SpotRenameDialog({ spot }: { spot: SpotDetail }) {
  const t = useTranslations("spots");
  const refusalText = useRefusalText();
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
      notify.success(t("rename.done"));
      setOpen(false);
    } catch (failure) {
      setRefusal(refusalText(failure, t("rename.failed")));
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          {t("rename.action")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(save)(event)}>
          <DialogHeader>
            <DialogTitle>{t("rename.title")}</DialogTitle>
            <DialogDescription>{t("rename.description")}</DialogDescription>
          </DialogHeader>
          <Field
            label={t("rename.field")}
            required
            error={
              errors.label &&
              t(`rename.nameErrors.${labelProblem(errors.label.type)}`, { max: LABEL_MAX_LENGTH })
            }
          >
            <Input maxLength={LABEL_MAX_LENGTH} autoComplete="off" autoFocus {...register("label")} />
          </Field>
          <FormError>{refusal}</FormError>
          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
