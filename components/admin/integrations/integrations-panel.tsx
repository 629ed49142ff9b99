"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DataTable, Td, Th } from "../data-table";
import { adminQueryKey } from "../queries";
import { LoadError } from "../load-error";
import { integrationsApi, type IntegrationStatus } from "./api";
import { OpenAiCard } from "./openai-card";
import { ResendCard, StripeCard } from "./service-cards";
import { INTEGRATIONS_LOAD_FAILED, SERVICE_LABELS, sourceLabel } from "./texts";

export const integrationsKey = adminQueryKey("integrations");
const environmentKeysKey = adminQueryKey("environment-keys");

const SERVICES = ["openai", "stripe", "resend", "emergent_llm"] as const;

/** The services' state and their key forms; keys go in, only previews come back. */
export function IntegrationsPanel({ webhookUrl }: { webhookUrl: string }) {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: integrationsKey, queryFn: integrationsApi.status });
  const environment = useQuery({ queryKey: environmentKeysKey, queryFn: integrationsApi.environmentKeys });
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationsKey });

  if (status.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  if (status.isError)
    return (
      <Card>
        <CardContent>
          <LoadError message={INTEGRATIONS_LOAD_FAILED} onRetry={() => void status.refetch()} />
        </CardContent>
      </Card>
    );

  const data = status.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="flex flex-wrap items-center gap-2">
            Environment
            <Badge
              variant={data.environment_mode === "production" ? "warning" : "info"}
              data-environment-mode
            >
              {data.environment_mode}
            </Badge>
          </CardTitle>
          <CardDescription>
            Keys saved here are stored encrypted and take precedence over the environment&apos;s, without a
            restart. Only previews are ever shown.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ServiceTable status={data} />
          {environment.data ? (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">Keys set in the environment</summary>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
                {Object.entries(environment.data.keys).map(([name, preview]) => (
                  <div key={name} className="contents">
                    <dt className="font-mono">{name}</dt>
                    <dd className="font-mono break-all text-muted-foreground">{preview ?? "not set"}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
        </CardContent>
      </Card>
      <OpenAiCard status={data.openai} onSaved={refresh} />
      <StripeCard status={data.stripe} webhookUrl={webhookUrl} onSaved={refresh} />
      <ResendCard status={data.resend} onSaved={refresh} />
    </div>
  );
}

function ServiceTable({ status }: { status: IntegrationStatus }) {
  return (
    <DataTable caption="Services and their keys">
      <thead>
        <tr>
          <Th>Service</Th>
          <Th>State</Th>
          <Th>Key</Th>
          <Th wide>Source</Th>
        </tr>
      </thead>
      <tbody>
        {SERVICES.map((service) => {
          const entry = status[service];
          return (
            <tr key={service} data-service={service}>
              <Td className="font-medium">{SERVICE_LABELS[service]}</Td>
              <Td>
                <Badge variant={entry.configured ? "success" : "outline"}>
                  {entry.configured ? "Configured" : "Not configured"}
                </Badge>
              </Td>
              <Td className="font-mono break-all">{entry.key_preview ?? "—"}</Td>
              <Td wide>{sourceLabel(entry.source)}</Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
