import { Clock, Mail } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { ContactFormLoader } from "@/components/contact/contact-form-loader";
import { Card, CardContent } from "@/components/ui/card";
import { env } from "@/lib/config/env";

export const metadata: Metadata = {
  alternates: { canonical: "/contact" },
  title: "Contact Us",
  description:
    "Questions about SkinSight, your reports or your account? Send us a message; we reply within 24 hours.",
};

export default function ContactPage() {
  const email = env().CONTACT_EMAIL;
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-[2rem] leading-[2.5rem] font-bold tracking-tight sm:text-display">Contact Us</h1>
        <p className="mt-4 text-lead text-muted-foreground text-balance">
          Questions about a report, your account or billing? Send us a message and we will get back to you.
        </p>
      </div>
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-[1fr_18rem] lg:gap-8">
        <Card>
          <CardContent className="p-5 sm:p-8">
            <ContactFormLoader />
          </CardContent>
        </Card>
        <aside
          aria-labelledby="other-ways"
          className="self-start rounded-xl border border-border bg-muted p-6"
        >
          <h2 id="other-ways" className="text-lg font-semibold">
            Other ways to reach us
          </h2>
          <ul className="mt-4 grid gap-4 text-sm">
            <li className="flex gap-3">
              <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium">Email</p>
                <a
                  href={`mailto:${email}`}
                  className="break-all text-primary underline-offset-4 hover:underline"
                  data-testid="contact-email"
                >
                  {email}
                </a>
              </div>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <p className="font-medium">Response time</p>
                <p className="text-muted-foreground">We typically respond within 24 hours</p>
              </div>
            </li>
          </ul>
          <p className="mt-6 border-t border-border pt-4 text-caption text-muted-foreground">
            For questions about a skin concern, please see a doctor: SkinSight is not medical advice. See also
            our{" "}
            <Link href="/privacy" className="underline underline-offset-2 hover:text-foreground">
              Privacy Policy
            </Link>
            .
          </p>
        </aside>
      </div>
    </div>
  );
}
