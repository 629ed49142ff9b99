import { ClientMessages } from "@/components/i18n/client-messages";

// The confirmation (components/spots/unsubscribe-confirm.tsx) speaks in the spots' words.
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={["spots"]}>{children}</ClientMessages>;
}
