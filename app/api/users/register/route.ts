import { registerUser } from "@/lib/auth/registration";
import { RegisterBody } from "@/lib/auth/schemas";
import { requestLocale } from "@/lib/i18n/negotiate";
import { otherMethods } from "@/lib/http/methods";
import { route } from "@/lib/http/route";
import { Registered } from "@/lib/auth/answer-schemas";

export const POST = route(
  { auth: "none", docs: { summary: "Register with an invitation" }, answer: Registered, body: RegisterBody },
  ({ body, ip, req }) =>
    registerUser({
      email: body.email,
      yearOfBirth: body.year_of_birth,
      ip,
      locale: requestLocale(req.headers),
    }),
);

export const { GET, PUT, PATCH, DELETE, HEAD, OPTIONS } = otherMethods({ POST });
