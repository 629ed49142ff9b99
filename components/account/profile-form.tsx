"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { queryKeys } from "@/components/api/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toaster";
import {
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_QUESTION_ID,
  TEXT_ANSWER_MAX_LENGTH,
  TEXTAREA_ANSWER_MAX_LENGTH,
  type AnswerValue,
  type ProfileQuestionView,
} from "@/lib/profile/schema";
import { accountApi } from "./api";

type Values = Record<string, string | string[]>;

const questionsKey = [...queryKeys.profile, "questions"] as const;

/** What the form holds for a stored answer: text for fields, a list for multiselect. */
function formValue(question: ProfileQuestionView, answer: AnswerValue | undefined): string | string[] {
  if (question.type === "multiselect") return Array.isArray(answer) ? answer : [];
  if (answer === undefined || answer === null) return "";
  return Array.isArray(answer) ? answer.join(", ") : String(answer);
}

/** What POST /api/user/questions receives: numbers as numbers; an empty value removes the answer. */
function answerValue(question: ProfileQuestionView, value: string | string[]): AnswerValue | null {
  if (Array.isArray(value)) return value;
  const text = value.trim();
  if (text === "") return null;
  if (question.type === "number") {
    const number = Number(text);
    return Number.isFinite(number) ? number : text;
  }
  return text;
}

/** The profile questionnaire (GET/POST /api/user/questions): the name first and required, the rest optional. */
export function ProfileForm() {
  const t = useTranslations("account");
  const questionnaire = useQuery({ queryKey: questionsKey, queryFn: accountApi.questions });
  const loadFailed = t("profile.loadFailed");

  useEffect(() => {
    if (questionnaire.isError) notify.error(loadFailed);
  }, [questionnaire.isError, loadFailed]);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("profile.title")}</CardTitle>
        <CardDescription>{t("profile.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {questionnaire.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : questionnaire.isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-destructive">{loadFailed}</p>
            <Button variant="outline" onClick={() => void questionnaire.refetch()}>
              {t("tryAgain")}
            </Button>
          </div>
        ) : (
          <QuestionsForm
            questions={questionnaire.data.profile_questions}
            answers={questionnaire.data.answers}
          />
        )}
      </CardContent>
    </Card>
  );
}

function QuestionsForm({
  questions,
  answers,
}: {
  questions: ProfileQuestionView[];
  answers: Record<string, AnswerValue>;
}) {
  const t = useTranslations("account.profile");
  const queryClient = useQueryClient();
  const defaults = Object.fromEntries(questions.map((q) => [q.id, formValue(q, answers[q.id])]));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<Values>({ defaultValues: defaults });

  const onSubmit = handleSubmit(async (values) => {
    const body = Object.fromEntries(questions.map((q) => [q.id, answerValue(q, values[q.id] ?? "")]));
    try {
      await accountApi.saveAnswers(body);
      notify.success(t("saved"));
      reset(values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    } catch {
      notify.error(t("saveFailed"));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 md:grid-cols-2">
        {questions.map((question) => {
          const isName = question.id === FULL_NAME_QUESTION_ID;
          const error = errors[question.id]?.message;
          const wide = question.type === "textarea" || question.type === "multiselect";
          const className = wide ? "md:col-span-2" : undefined;
          switch (question.type) {
            case "select":
              return (
                <Controller
                  key={question.id}
                  control={control}
                  name={question.id}
                  render={({ field }) => (
                    <div className="grid gap-1.5">
                      <span id={`question-${question.id}`} className="text-sm leading-5 font-medium">
                        {question.question}
                      </span>
                      <Select
                        value={typeof field.value === "string" ? field.value : ""}
                        onValueChange={field.onChange}
                      >
                        <SelectTrigger aria-labelledby={`question-${question.id}`} onBlur={field.onBlur}>
                          <SelectValue placeholder={t("choose")} />
                        </SelectTrigger>
                        <SelectContent>
                          {question.options.map((option) => (
                            <SelectItem key={option} value={option}>
                              {option}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    </div>
                  )}
                />
              );
            case "multiselect":
              return (
                <Controller
                  key={question.id}
                  control={control}
                  name={question.id}
                  render={({ field }) => {
                    const selected = Array.isArray(field.value) ? field.value : [];
                    return (
                      <fieldset className={className}>
                        <legend className="text-sm leading-5 font-medium">{question.question}</legend>
                        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                          {question.options.map((option) => (
                            <label key={option} className="flex items-center gap-2 text-sm">
                              <Checkbox
                                checked={selected.includes(option)}
                                onCheckedChange={(checked) =>
                                  field.onChange(
                                    checked ? [...selected, option] : selected.filter((v) => v !== option),
                                  )
                                }
                              />
                              {option}
                            </label>
                          ))}
                        </div>
                      </fieldset>
                    );
                  }}
                />
              );
            case "textarea":
              return (
                <Field key={question.id} label={question.question} error={error} className={className}>
                  <Textarea rows={3} maxLength={TEXTAREA_ANSWER_MAX_LENGTH} {...register(question.id)} />
                </Field>
              );
            default:
              return (
                <Field
                  key={question.id}
                  label={question.question}
                  error={error}
                  required={isName}
                  className={isName ? "md:col-span-2" : className}
                >
                  <Input
                    inputMode={question.type === "number" ? "decimal" : undefined}
                    autoComplete={isName ? "name" : "off"}
                    maxLength={isName ? FULL_NAME_MAX_LENGTH : TEXT_ANSWER_MAX_LENGTH}
                    {...register(question.id, {
                      validate: isName
                        ? (value) => (typeof value === "string" && value.trim() !== "") || t("nameRequired")
                        : question.type === "number"
                          ? (value) =>
                              typeof value !== "string" ||
                              value.trim() === "" ||
                              Number.isFinite(Number(value)) ||
                              t("numberRequired")
                          : undefined,
                    })}
                  />
                </Field>
              );
          }
        })}
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
