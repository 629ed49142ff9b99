import { QueryProvider } from "@/components/api/query-provider";
import { ClientMessages } from "@/components/i18n/client-messages";

// billing: the first-free-report choice (components/billing/first-free-choice-dialog.tsx).
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["billing"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
