import { registerUser } from "@/lib/auth/registration";
import { RegisterBody } from "@/lib/auth/schemas";
import { signedInResponse } from "@/lib/auth/session-cookie";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "none", body: RegisterBody }, async ({ body, ip }) =>
  signedInResponse(await registerUser({ email: body.email, yearOfBirth: body.year_of_birth, ip })),
);
