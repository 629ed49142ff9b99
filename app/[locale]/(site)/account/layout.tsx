import { QueryProvider } from "@/components/api/query-provider";
import { ClientMessages } from "@/components/i18n/client-messages";

// The account page: its own words, the credit choices, and the card leading to /spots.
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["account", "billing", "spots"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
