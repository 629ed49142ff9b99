"use client";

import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { ContactFormInput, ContactFormValues } from "@/lib/contact/schema";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_MIN_FILL_MS,
  CONTACT_NAME_MAX,
  CONTACT_RATE_LIMITED,
} from "@/lib/contact/texts";
import { CONTROL_CHARACTERS_REFUSED } from "@/lib/validation/plain-text";

/** Whether the form was sent sooner after it appeared than a person could write it. */
const sentTooQuickly = (shownAt: number) => Date.now() - shownAt < CONTACT_MIN_FILL_MS;

// zod is loaded when the form is first checked (or as soon as a field gets focus), not with the page.
const loadResolver = () => import("./contact-resolver");
const resolver: Resolver<ContactFormInput, unknown, ContactFormValues> = async (values, context, options) =>
  (await loadResolver()).contactResolver(values, context, options);

const EMPTY: ContactFormInput = { name: "", email: "", subject: "", message: "", website: "" };
type Editable = "name" | "email" | "subject" | "message";

type ErrorKey = keyof typeof CONTACT_MESSAGES | "rateLimited";
/** The API's English words (its schema's messages, its rate limit's detail) → their `contact.errors` key. */
const ERROR_KEYS = new Map<string, ErrorKey>([
  ...Object.entries(CONTACT_MESSAGES).map(([key, text]) => [text, key as ErrorKey] as const),
  [CONTACT_RATE_LIMITED, "rateLimited"],
]);

/**
 * The contact form (spec sections 2, 4 and 5): checked on submit with the API's
 * own schema, every error at once; a field's error goes as soon as it is edited.
 */
export function ContactForm() {
  const t = useTranslations("contact");
  const locale = useLocale();
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver,
    defaultValues: EMPTY,
    mode: "onSubmit",
    // Editing clears a field's error rather than checking it again on every key.
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, clearErrors, reset, control } = form;
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const [failure, setFailure] = useState<string | null>(null);
  // Set when the form appears, for the anti-spam minimum time before submit.
  const shownAt = useRef(0);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (status === "editing") shownAt.current = Date.now();
    if (status === "sent") {
      // Say it was sent where the eye is: clear of the fixed header, and focused for screen readers.
      sentHeading.current?.scrollIntoView({ block: "center" });
      sentHeading.current?.focus({ preventScroll: true });
    }
  }, [status]);

  const messageLength = useWatch({ control, name: "message" })?.length ?? 0;
  const errors = formState.errors;
  const field = (name: Editable) => register(name, { onChange: () => clearErrors(name) });
  /** A message of the schema or the server in the page's language; one the catalogue lacks as sent. */
  const shown = (message: string | undefined, label?: Editable): string | undefined => {
    if (!message) return message;
    const key = ERROR_KEYS.get(message);
    if (key) return t(`errors.${key}`);
    if (label && message.endsWith(CONTROL_CHARACTERS_REFUSED))
      return t("errors.controlCharacters", { field: t(label) });
    return message;
  };

  const send = async (values: ContactFormValues) => {
    setFailure(null);
    if (sentTooQuickly(shownAt.current)) {
      setFailure(t("tooQuickly"));
      return;
    }
    setStatus("sending");
    try {
      const response = await fetch("/api/contact-form", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: values.name,
          email: values.email,
          subject: values.subject,
          message: values.message,
          page_url: window.location.href,
          referrer_url: document.referrer || null,
          timestamp: new Date().toISOString(),
          language: locale,
        }),
      });
      if (response.ok) {
        reset(EMPTY);
        setStatus("sent");
        return;
      }
      const answer = (await response.json().catch(() => null)) as { detail?: unknown } | null;
      const detail = typeof answer?.detail === "string" ? answer.detail : "";
      setFailure(shown(detail) || t("sendFailed"));
    } catch {
      // Not answered at all: the browser's own words would be no help.
      setFailure(t("sendFailed"));
    }
    setStatus("editing");
  };

  if (status === "sent")
    return (
      <div className="flex flex-col items-center px-2 py-8 text-center" data-testid="contact-sent">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-title font-semibold outline-none" tabIndex={-1} ref={sentHeading}>
          {t("sentTitle")}
        </h2>
        <p className="mt-2 max-w-sm text-muted-foreground">{t("sentText")}</p>
        <Button
          className="mt-8"
          variant="outline"
          onClick={() => {
            setFailure(null);
            setStatus("editing");
          }}
        >
          {t("sendAnother")}
        </Button>
      </div>
    );

  const sending = status === "sending";
  const trapError = shown(errors.website?.message);
  return (
    <form
      noValidate
      onFocus={() => void loadResolver()}
      onSubmit={(event) => void handleSubmit(send, () => setFailure(null))(event)}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("name")} required error={shown(errors.name?.message, "name")}>
          <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} {...field("name")} />
        </Field>
        <Field label={t("email")} required error={shown(errors.email?.message, "email")}>
          <Input type="email" autoComplete="email" inputMode="email" {...field("email")} />
        </Field>
      </div>
      <Field label={t("subject")} required error={shown(errors.subject?.message, "subject")}>
        <Input {...field("subject")} />
      </Field>
      <Field
        label={t("message")}
        required
        error={shown(errors.message?.message, "message")}
        description={
          <span
            data-testid="message-count"
            className={messageLength > CONTACT_MESSAGE_MAX ? "text-destructive" : undefined}
          >
            {messageLength}/{CONTACT_MESSAGE_MAX}
          </span>
        }
      >
        <Textarea rows={6} className="min-h-40" {...field("message")} />
      </Field>
      {/* A trap for bots: people never see or reach this field. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register("website")} />
      </div>
      <FormError>{trapError ?? failure}</FormError>
      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto sm:justify-self-start">
        {sending ? (
          <>
            <LoaderCircle className="animate-spin" aria-hidden="true" /> {t("sending")}
          </>
        ) : (
          <>
            <Send aria-hidden="true" /> {t("send")}
          </>
        )}
      </Button>
    </form>
  );
}
