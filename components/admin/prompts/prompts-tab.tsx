"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toaster";
import { FOLLOWUP_VARIABLES, PROMPT_MAX_LENGTH, PromptSetSchema, type PromptSet } from "@/lib/prompts/schema";
import { FormActions } from "../form-actions";
import { adminQueryKey } from "../queries";
import { LoadError } from "../load-error";
import { promptsApi } from "./api";
import { PROMPT_FIELDS, PROMPTS_LOAD_FAILED, PROMPTS_SAVE_FAILED } from "./texts";

const promptsKey = adminQueryKey("prompts");

/** The Prompts tab: the five prompts, saved together. */
export function PromptsTab() {
  const prompts = useQuery({ queryKey: promptsKey, queryFn: promptsApi.get });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">AI prompts</CardTitle>
        <CardDescription>
          The instructions the AI follows. Changes apply to the next analysis.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {prompts.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ) : prompts.isError ? (
          <LoadError message={PROMPTS_LOAD_FAILED} onRetry={() => void prompts.refetch()} />
        ) : (
          <PromptsForm saved={prompts.data} />
        )}
      </CardContent>
    </Card>
  );
}

function PromptsForm({ saved }: { saved: PromptSet }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PromptSet>({ resolver: zodResolver(PromptSetSchema), defaultValues: saved });

  const save = async (values: PromptSet) => {
    try {
      const { message, ...stored } = await promptsApi.save(values);
      queryClient.setQueryData(promptsKey, stored);
      reset(stored);
      notify.success(message);
    } catch {
      notify.error(PROMPTS_SAVE_FAILED);
    }
  };

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void handleSubmit(save)(event)}>
      {PROMPT_FIELDS.map(({ key, label, description }) => (
        <Field
          key={key}
          label={label}
          required
          error={errors[key]?.message}
          description={
            key === "followup_prompt" ? (
              <>
                {description}{" "}
                {FOLLOWUP_VARIABLES.map((variable, index) => (
                  <span key={variable}>
                    <code className="font-mono text-foreground">{variable}</code>
                    {index < FOLLOWUP_VARIABLES.length - 1 ? ", " : "."}
                  </span>
                ))}
              </>
            ) : (
              description
            )
          }
        >
          <Textarea rows={6} maxLength={PROMPT_MAX_LENGTH} className="font-mono text-sm" {...register(key)} />
        </Field>
      ))}
      <FormActions
        submitLabel="Save prompts"
        submitting={isSubmitting}
        dirty={isDirty}
        onUndo={() => reset()}
      />
    </form>
  );
}
