"use client";

import { Copy, Eye, EyeOff } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toaster";
import { date } from "../format";
import { ActiveBadge, ActiveToggle, DeleteIconButton, EditIconButton } from "../row-actions";
import { useRowAction } from "../use-row-action";
import { apiKeysApi, type AdminApiKey } from "./api";
import { ApiKeyForm, type ApiKeyValues } from "./api-key-form";
import {
  API_KEY_COPIED,
  API_KEY_COPY_FAILED,
  API_KEY_DELETE_FAILED,
  API_KEY_REVEAL_FAILED,
  API_KEY_TOGGLE_FAILED,
  API_KEY_UPDATE_FAILED,
  KEY_REVEAL_MS,
} from "./texts";

type Revealed = { id: string; key: string };

/** One revealed key at a time, hidden again KEY_REVEAL_MS after it was shown. */
function useRevealedKey() {
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => setRevealed(null), KEY_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed]);
  return [revealed, setRevealed] as const;
}

/** The keys: name, permissions, state, use and preview, with reveal, copy, enable/disable, edit and delete. */
export function ApiKeyList({
  keys,
  onChange,
  onStale,
}: {
  keys: AdminApiKey[];
  onChange: (keys: AdminApiKey[]) => void;
  /** A key changed elsewhere (deleted by another administrator): read the list again. */
  onStale: () => void;
}) {
  const [editing, setEditing] = useState<AdminApiKey | null>(null);
  const [revealed, setRevealed] = useRevealedKey();

  const { busy, act } = useRowAction({ onStale, staleStatuses: [404] });

  const fullKey = async (key: AdminApiKey) => {
    if (revealed?.id === key.id) return revealed.key;
    const value = await apiKeysApi.reveal(key.id);
    if (!value) throw new Error("no key in the answer");
    return value;
  };

  const reveal = (key: AdminApiKey) =>
    act(async () => setRevealed({ id: key.id, key: await fullKey(key) }), API_KEY_REVEAL_FAILED);

  const copy = (key: AdminApiKey) =>
    act(async () => {
      await navigator.clipboard.writeText(await fullKey(key));
      notify.success(API_KEY_COPIED);
    }, API_KEY_COPY_FAILED);

  const toggle = (key: AdminApiKey) =>
    act(async () => {
      const answer = await apiKeysApi.toggle(key.id);
      onChange(keys.map((k) => (k.id === key.id ? { ...k, active: answer.active } : k)));
      notify.success(answer.message);
    }, API_KEY_TOGGLE_FAILED);

  const save = async (key: AdminApiKey, values: ApiKeyValues) => {
    const saved = await act(async () => {
      const answer = await apiKeysApi.update(key.id, values);
      onChange(keys.map((k) => (k.id === key.id ? answer.api_key : k)));
      notify.success(answer.message);
    }, API_KEY_UPDATE_FAILED);
    if (saved) setEditing(null);
    return saved;
  };

  const remove = (key: AdminApiKey) =>
    act(async () => {
      const answer = await apiKeysApi.remove(key.id);
      if (revealed?.id === key.id) setRevealed(null);
      onChange(keys.filter((k) => k.id !== key.id));
      notify.success(answer.message);
    }, API_KEY_DELETE_FAILED);

  return (
    <>
      <ul className="grid gap-3" aria-busy={busy || undefined}>
        {keys.map((key) => {
          const shown = revealed?.id === key.id ? revealed.key : null;
          return (
            <li
              key={key.id}
              data-api-key-id={key.id}
              className="grid gap-3 rounded-lg border border-border p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium break-words">{key.name}</p>
                <ActiveBadge active={key.active} wording="enable" />
                {key.permissions.map((permission) => (
                  <Badge key={permission} variant="soft">
                    {permission}
                  </Badge>
                ))}
              </div>
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                <dt className="text-muted-foreground">Key</dt>
                <dd>
                  <code data-key-value className="font-mono break-all">
                    {shown ?? key.key_preview}
                  </code>
                  {shown ? (
                    <span className="ml-2 text-caption text-muted-foreground">
                      shown for {KEY_REVEAL_MS / 1000} seconds
                    </span>
                  ) : null}
                </dd>
                <dt className="text-muted-foreground">Successful calls</dt>
                <dd data-usage-count>{key.usage_count}</dd>
                <dt className="text-muted-foreground">Created</dt>
                <dd>{date(key.created_at)}</dd>
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-pressed={shown !== null}
                  onClick={() => (shown ? setRevealed(null) : void reveal(key))}
                >
                  {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                  {shown ? "Hide" : "Reveal"}
                  <span className="sr-only"> the key {key.name}</span>
                </Button>
                <Button variant="outline" size="sm" disabled={busy} onClick={() => void copy(key)}>
                  <Copy aria-hidden="true" />
                  Copy
                  <span className="sr-only"> the key {key.name}</span>
                </Button>
                <ActiveToggle
                  active={key.active}
                  wording="enable"
                  what={`the key ${key.name}`}
                  busy={busy}
                  onToggle={() => void toggle(key)}
                />
                <EditIconButton
                  label={`Edit the key ${key.name}`}
                  busy={busy}
                  onEdit={() => setEditing(key)}
                />
                <DeleteIconButton
                  label={`Delete the key ${key.name}`}
                  busy={busy}
                  title="Delete this API key?"
                  description={`Calls with the key “${key.name}” stop working at once. Reports it made stay. This cannot be undone.`}
                  confirmLabel="Delete key"
                  onConfirm={() => remove(key)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Edit API key</DialogTitle>
              <DialogDescription>The key itself stays the same.</DialogDescription>
            </DialogHeader>
            <ApiKeyForm
              initial={{ name: editing.name, permissions: editing.permissions }}
              submitLabel="Save key"
              onSubmit={(values) => save(editing, values)}
              onCancel={() => setEditing(null)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
