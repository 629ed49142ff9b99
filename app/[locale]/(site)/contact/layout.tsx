import { ClientMessages } from "@/components/i18n/client-messages";

// The form is drawn in the browser: it reads the `contact` messages there.
export default function Layout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={["contact"]}>{children}</ClientMessages>;
}
