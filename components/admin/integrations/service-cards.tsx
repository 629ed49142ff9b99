"use client";

import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { detailOr } from "@/lib/api-client";
import { integrationsApi, type IntegrationStatus, type StripeKeys } from "./api";
import {
  RESEND_KEY_REQUIRED,
  RESEND_SAVE_FAILED,
  SERVICE_LABELS,
  sourceLabel,
  STRIPE_KEYS_REQUIRED,
  STRIPE_SAVE_FAILED,
  STRIPE_WEBHOOK_EVENTS,
} from "./texts";

export type Service = Pick<IntegrationStatus["openai"], "configured" | "source"> & {
  key_preview?: string | null;
};

/** A secret typed once: hidden as typed, never filled in by the browser, cleared once saved. */
export function SecretInput(props: Omit<React.ComponentProps<typeof Input>, "type">) {
  return <Input type="password" autoComplete="off" spellCheck={false} className="font-mono" {...props} />;
}

/** An integration's card: its name, what happens without it, its state, then its form. */
export function ServiceCard({
  service,
  status,
  description,
  children,
}: {
  service: keyof typeof SERVICE_LABELS;
  status: Service;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card data-integration={service}>
      <CardHeader>
        <CardTitle as="h3">{SERVICE_LABELS[service]}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <StateLine service={status} />
        {children}
      </CardContent>
    </Card>
  );
}

function StateLine({ service }: { service: Service }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={service.configured ? "success" : "outline"}>
        {service.configured ? "Configured" : "Not configured"}
      </Badge>
      {service.key_preview ? <code className="font-mono break-all">{service.key_preview}</code> : null}
      <span className="text-muted-foreground">{sourceLabel(service.source)}</span>
    </p>
  );
}

export const filled = (value: string) => value.trim() !== "";

/**
 * Saving typed keys: busy while the server answers; `missing` warns with the spec's message,
 * `failed` when the server refuses; once saved the fields are emptied and the status read again.
 */
export function useSaveKeys(onSaved: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const save = async (
    present: boolean,
    messages: { missing: string; failed: string },
    send: () => Promise<{ message: string }>,
    clear: () => void,
  ) => {
    if (!present) {
      notify.warning(messages.missing);
      return;
    }
    setBusy(true);
    try {
      notify.success((await send()).message);
    } catch (error) {
      // The server's reason when it gave one (a model that cannot see images, say).
      notify.error(detailOr(error, messages.failed));
      setBusy(false);
      return;
    }
    clear();
    await onSaved();
    setBusy(false);
  };
  return { busy, save };
}

/** One API key typed and saved (OpenAI, Resend). */
function SingleKeyForm({
  label,
  placeholder,
  messages,
  send,
  onSaved,
}: {
  label: string;
  placeholder: string;
  messages: { missing: string; failed: string };
  send: (key: string) => Promise<{ message: string }>;
  onSaved: () => Promise<unknown>;
}) {
  const [key, setKey] = useState("");
  const { busy, save } = useSaveKeys(onSaved);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void save(
      filled(key),
      messages,
      () => send(key.trim()),
      () => setKey(""),
    );
  };

  return (
    <form noValidate className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" onSubmit={submit}>
      <Field label={label}>
        <SecretInput value={key} onChange={(event) => setKey(event.target.value)} placeholder={placeholder} />
      </Field>
      <Button type="submit" disabled={busy}>
        Save key
      </Button>
    </form>
  );
}

const NO_STRIPE_KEYS: StripeKeys = { publishable_key: "", secret_key: "", webhook_secret: "" };

export function StripeCard({
  status,
  webhookUrl,
  onSaved,
}: {
  status: IntegrationStatus["stripe"];
  webhookUrl: string;
  onSaved: () => Promise<unknown>;
}) {
  const [keys, setKeys] = useState(NO_STRIPE_KEYS);
  const { busy, save } = useSaveKeys(onSaved);
  const field = (name: keyof StripeKeys) => ({
    value: keys[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setKeys({ ...keys, [name]: event.target.value }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = {
      publishable_key: keys.publishable_key.trim(),
      secret_key: keys.secret_key.trim(),
      webhook_secret: keys.webhook_secret.trim(),
    };
    void save(
      Object.values(trimmed).every(filled),
      { missing: STRIPE_KEYS_REQUIRED, failed: STRIPE_SAVE_FAILED },
      () => integrationsApi.configureStripe(trimmed),
      () => setKeys(NO_STRIPE_KEYS),
    );
  };

  return (
    <ServiceCard
      service="stripe"
      status={status}
      description="The three keys are saved together. Without them, checkout is simulated (never in production)."
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Publishable key</dt>
        <dd className="font-mono break-all">{status.publishable_key_preview ?? "—"}</dd>
        <dt className="text-muted-foreground">Secret key</dt>
        <dd className="font-mono break-all">{status.secret_key_preview ?? "—"}</dd>
        <dt className="text-muted-foreground">Webhook secret</dt>
        <dd>{status.webhook_configured ? "Configured" : "Not configured"}</dd>
      </dl>
      <form noValidate className="grid gap-3" onSubmit={submit}>
        <div className="grid gap-3 md:grid-cols-3">
          <Field label="Publishable key">
            <SecretInput placeholder="pk_..." {...field("publishable_key")} />
          </Field>
          <Field label="Secret key">
            <SecretInput placeholder="sk_..." {...field("secret_key")} />
          </Field>
          <Field label="Webhook secret">
            <SecretInput placeholder="whsec_..." {...field("webhook_secret")} />
          </Field>
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            Save Stripe keys
          </Button>
        </div>
      </form>
      <div className="grid gap-1 rounded-md bg-muted p-3 text-sm">
        <p className="font-medium">Webhook endpoint</p>
        <code className="font-mono break-all">{webhookUrl}</code>
        <p className="text-muted-foreground">
          Events:{" "}
          {STRIPE_WEBHOOK_EVENTS.map((event, index) => (
            <span key={event}>
              <code className="font-mono text-foreground">{event}</code>
              {index < STRIPE_WEBHOOK_EVENTS.length - 1 ? ", " : ""}
            </span>
          ))}
        </p>
      </div>
    </ServiceCard>
  );
}

export function ResendCard({ status, onSaved }: { status: Service; onSaved: () => Promise<unknown> }) {
  return (
    <ServiceCard
      service="resend"
      status={status}
      description="Without a key, e-mails stay in the outbox table."
    >
      <SingleKeyForm
        label="Resend API key"
        placeholder="re_..."
        messages={{ missing: RESEND_KEY_REQUIRED, failed: RESEND_SAVE_FAILED }}
        send={integrationsApi.configureResend}
        onSaved={onSaved}
      />
    </ServiceCard>
  );
}
