import { QueryProvider } from "@/components/api/query-provider";
import { ClientMessages } from "@/components/i18n/client-messages";

// The map, the list and a spot's page: the spots' words and the body sites' names.
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["spots", "bodySites"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
