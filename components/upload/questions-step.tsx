"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { DynamicQuestion } from "@/lib/upload/requests";

export type Answers = Record<string, string | number>;

/** The report's dynamic questions (select, number, text); required ones must be answered to submit. */
export function QuestionsStep({
  questions,
  busy,
  onSubmit,
  onSkip,
}: {
  questions: DynamicQuestion[];
  busy: boolean;
  onSubmit: (answers: Answers) => void;
  onSkip: () => void;
}) {
  const t = useTranslations("upload");
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const question of questions) {
      if (question.required && !(values[question.id] ?? "").trim())
        missing[question.id] = t("questions.required");
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const answers: Answers = {};
    for (const question of questions) {
      const value = (values[question.id] ?? "").trim();
      if (!value) continue;
      answers[question.id] = question.type === "number" ? Number(value) : value;
    }
    onSubmit(answers);
  }

  const set = (id: string, value: string) => {
    setValues((current) => ({ ...current, [id]: value }));
    setErrors((current) => ({ ...current, [id]: "" }));
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby="questions-heading">
      <div className="grid gap-1">
        <h2 id="questions-heading" className="text-title font-semibold">
          {t("questions.heading")}
        </h2>
        <p className="text-body text-muted-foreground">{t("questions.intro")}</p>
      </div>
      {questions.map((question) =>
        question.type === "select" ? (
          <div key={question.id} className="grid gap-1.5">
            <label
              htmlFor={`question-${question.id}`}
              className="text-sm leading-5 font-medium text-foreground"
            >
              {question.question}
              {question.required ? (
                <span aria-hidden="true" className="ml-0.5 text-destructive">
                  *
                </span>
              ) : null}
            </label>
            <Select value={values[question.id] ?? ""} onValueChange={(value) => set(question.id, value)}>
              <SelectTrigger
                id={`question-${question.id}`}
                className="w-full"
                aria-invalid={errors[question.id] ? true : undefined}
                aria-required={question.required || undefined}
                aria-describedby={`question-${question.id}-error`}
              >
                <SelectValue placeholder={t("questions.chooseAnswer")} />
              </SelectTrigger>
              <SelectContent>
                {question.options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p
              id={`question-${question.id}-error`}
              aria-live="polite"
              className="text-caption font-medium text-destructive empty:hidden"
            >
              {errors[question.id]}
            </p>
          </div>
        ) : (
          <Field
            key={question.id}
            label={question.question}
            required={question.required}
            error={errors[question.id] || undefined}
            id={`question-${question.id}`}
          >
            {question.type === "number" ? (
              <Input
                type="number"
                inputMode="decimal"
                value={values[question.id] ?? ""}
                onChange={(event) => set(question.id, event.target.value)}
              />
            ) : (
              <Textarea
                maxLength={1000}
                rows={3}
                value={values[question.id] ?? ""}
                onChange={(event) => set(question.id, event.target.value)}
              />
            )}
          </Field>
        ),
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onSkip} disabled={busy}>
          {t("questions.skip")}
        </Button>
        <Button type="submit" disabled={busy}>
          {t("questions.complete")}
        </Button>
      </div>
    </form>
  );
}
