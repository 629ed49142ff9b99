"use client";

import { useState } from "react";
import { ChoiceSelect } from "@/components/admin/choice-select";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toaster";
import { integrationsApi, type AiServer, type IntegrationStatus } from "./api";
import { filled, SecretInput, ServiceCard, useSaveKeys } from "./service-cards";
import { OPENAI_KEY_REQUIRED, OPENAI_REMOVE_FAILED, OPENAI_SAVE_FAILED } from "./texts";

// The AI server: OpenAI with a key, or another server that speaks its API (Ollama, vLLM,
// LM Studio) at an address of its own, so that photos need not leave the machine (docs/analysis.md).

const ANSWER_FORMATS = [
  { value: "json_schema", label: "Strict JSON schema (OpenAI)" },
  { value: "json_object", label: "JSON mode (most compatible servers)" },
] as const;

type Format = (typeof ANSWER_FORMATS)[number]["value"];
const NO_SERVER = { baseUrl: "", model: "", format: "json_object" as Format };

export function OpenAiCard({
  status,
  onSaved,
}: {
  status: IntegrationStatus["openai"];
  onSaved: () => Promise<unknown>;
}) {
  const [key, setKey] = useState("");
  const [server, setServer] = useState(NO_SERVER);
  const { busy, save } = useSaveKeys(onSaved);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const other: AiServer = filled(server.baseUrl)
      ? {
          base_url: server.baseUrl.trim(),
          model: filled(server.model) ? server.model.trim() : undefined,
          structured_output: server.format,
        }
      : {};
    void save(
      filled(key),
      { missing: OPENAI_KEY_REQUIRED, failed: OPENAI_SAVE_FAILED },
      () => integrationsApi.configureOpenAi(key.trim(), other),
      () => {
        setKey("");
        setServer(NO_SERVER);
      },
    );
  };

  const remove = async () => {
    try {
      notify.success((await integrationsApi.removeOpenAi()).message);
      await onSaved();
    } catch {
      notify.error(OPENAI_REMOVE_FAILED);
    }
  };

  return (
    <ServiceCard
      service="openai"
      status={status}
      description="Without a key, reports use the demonstration analysis."
    >
      {status.base_url ? (
        <p className="text-sm text-muted-foreground" data-testid="ai-server">
          Analyses go to <code className="font-mono break-all text-foreground">{status.base_url}</code>, model{" "}
          <code className="font-mono text-foreground">{status.model}</code>.
        </p>
      ) : null}
      <form noValidate className="grid gap-3" onSubmit={submit}>
        <Field label="OpenAI API key">
          <SecretInput value={key} onChange={(event) => setKey(event.target.value)} placeholder="sk-..." />
        </Field>
        <details className="group rounded-lg border border-border p-3">
          <summary className="cursor-pointer text-sm font-medium">
            Another AI server (Ollama, vLLM, LM Studio)
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <Field
              label="Server address"
              description="Its OpenAI-compatible API. The server is asked about a test photo before it is saved."
              className="sm:col-span-2"
            >
              <Input
                type="url"
                inputMode="url"
                spellCheck={false}
                className="font-mono"
                placeholder="http://localhost:11434/v1"
                value={server.baseUrl}
                onChange={(event) => setServer({ ...server, baseUrl: event.target.value })}
              />
            </Field>
            <Field label="Vision model">
              <Input
                spellCheck={false}
                className="font-mono"
                placeholder="qwen2.5vl:7b"
                value={server.model}
                onChange={(event) => setServer({ ...server, model: event.target.value })}
              />
            </Field>
            <ChoiceSelect
              label="Answer format"
              value={server.format}
              options={ANSWER_FORMATS}
              onChange={(format) => setServer({ ...server, format })}
            />
          </div>
        </details>
        <div>
          <Button type="submit" disabled={busy}>
            Save key
          </Button>
        </div>
      </form>
      {status.source === "database" ? (
        <div>
          <ConfirmDialog
            trigger={<Button variant="outline">Remove saved key</Button>}
            title="Remove the saved OpenAI key?"
            description="Analyses then use the environment's key, or the demonstration analysis when there is none."
            confirmLabel="Remove key"
            destructive
            onConfirm={remove}
          />
        </div>
      ) : null}
    </ServiceCard>
  );
}
