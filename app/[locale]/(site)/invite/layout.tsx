import { QueryProvider } from "@/components/api/query-provider";
import { ClientMessages } from "@/components/i18n/client-messages";

// The invitation and its sign-up.
export default function Layout({ children }: { children: React.ReactNode }) {
  return (
    <ClientMessages namespaces={["invite"]}>
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}
