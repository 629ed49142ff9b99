import { EXTERNAL_CALLS_PER_HOUR } from "@/lib/external-api";

// The document's introduction (Markdown), which the reference page at /docs/api shows first.

export const API_DESCRIPTION = `Every route the SkinSight app serves under \`/api\`.

## Signing in

Pages are signed in by the session cookie. Programs send the same token as \`Authorization: Bearer <token>\`:
ask for a code with \`POST /api/auth/send-login-code\`, then exchange it with \`POST /api/auth/verify-login-code\`,
whose answer carries \`access_token\`. Routes under \`/api/admin\` are for administrators.

Clinics and partners call the report endpoints \`POST /api/summary\` and \`POST /api/full\` with an API key
from the admin console in the \`X-API-Key\` header; a key may make ${EXTERNAL_CALLS_PER_HOUR} calls an hour.

## A worked example: a summary report

\`\`\`sh
# the photo as a data URL, in a JSON body
printf '{"photo_base64": "data:image/jpeg;base64,%s"}' "$(base64 -w0 photo.jpg)" > body.json

curl -X POST https://skinsight.example/api/summary \\
  -H "X-API-Key: sk_skin_..." \\
  -H "Content-Type: application/json" \\
  --data @body.json
\`\`\`

The answer:

\`\`\`json
{
  "success": true,
  "analysis": { "report_id": "3f0c...", "title": "Skin summary", "content": "...", "mock": false },
  "usage_count": 1
}
\`\`\`

## Errors

Every refusal is JSON \`{"detail": "...", "code": "..."}\`: \`detail\` is for people, \`code\` (on 402, 403, 409
and 429) names the rule for programs. A 429 and a 503 carry \`Retry-After\`. A method a route does not have is
405 with \`Allow\`; a path no route serves is 404. JSON bodies must be \`application/json\` and at most 1 MB.
`;
