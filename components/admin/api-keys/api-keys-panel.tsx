"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toaster";
import { detailOr } from "@/lib/api-client";
import { adminQueryKey } from "../queries";
import { LoadError } from "../load-error";
import { apiKeysApi, type AdminApiKey } from "./api";
import { ApiKeyForm, type ApiKeyValues } from "./api-key-form";
import { ApiKeyList } from "./api-key-list";
import { API_KEY_CREATE_FAILED, API_KEYS_LOAD_FAILED } from "./texts";

const apiKeysKey = adminQueryKey("api-keys");

/** Create keys, and manage the existing ones. */
export function ApiKeysPanel() {
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: apiKeysKey, queryFn: apiKeysApi.list });
  const setKeys = (api_keys: AdminApiKey[]) => queryClient.setQueryData(apiKeysKey, { api_keys });

  const create = async (values: ApiKeyValues) => {
    try {
      const answer = await apiKeysApi.create(values);
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
      return true;
    } catch (error) {
      notify.error(detailOr(error, API_KEY_CREATE_FAILED));
      return false;
    }
  };

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Create a key</CardTitle>
          <CardDescription>
            External systems send the key in the X-API-Key header. Reveal it below to hand it over.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ApiKeyForm submitLabel="Create key" onSubmit={create} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Keys</CardTitle>
          <CardDescription>A revealed key is hidden again after 30 seconds.</CardDescription>
        </CardHeader>
        <CardContent>
          {keys.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <Skeleton className="h-32" />
            </div>
          ) : keys.isError ? (
            <LoadError message={API_KEYS_LOAD_FAILED} onRetry={() => void keys.refetch()} />
          ) : keys.data.api_keys.length === 0 ? (
            <EmptyState
              icon={KeyRound}
              headingLevel="h3"
              title="No API keys yet"
              description="Create one above for each system that requests reports."
            />
          ) : (
            <ApiKeyList keys={keys.data.api_keys} onChange={setKeys} onStale={() => void keys.refetch()} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
