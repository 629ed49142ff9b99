import { BookOpen, FileJson } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EXTERNAL_CALLS_PER_HOUR } from "@/lib/external-api";
import type { externalApiDocument } from "@/lib/external-api/openapi";
import { API_REFERENCE_PATH, OPENAPI_PATH } from "@/lib/openapi/paths";

// The documentation section: the external endpoints as the OpenAPI document that GET
// /api/openapi.json serves describes them (made from the endpoints' own zod schemas), laid out for
// people, with links to the whole document and its interactive reference. Rendered on the server.

type JsonSchema = {
  $ref?: string;
  type?: string;
  format?: string;
  const?: unknown;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
type Doc = ReturnType<typeof externalApiDocument>;
type Operation = Doc["paths"]["/api/summary"]["post"];

function resolve(doc: Doc, schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace("#/components/schemas/", "");
  return name ? ((doc.components.schemas as Record<string, JsonSchema>)[name] ?? schema) : schema;
}

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  return [schema.type, schema.format].filter(Boolean).join(", ") || "any";
}

/** The fields of an object schema, nested objects as nested lists. */
function SchemaFields({ doc, schema }: { doc: Doc; schema: JsonSchema }) {
  const object = resolve(doc, schema);
  const required = new Set(object.required ?? []);
  return (
    <ul className="grid gap-1.5 text-sm">
      {Object.entries(object.properties ?? {}).map(([name, property]) => (
        <li key={name} className="grid gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <code className="font-mono font-semibold">{name}</code>
            <span className="text-muted-foreground">{typeOf(property)}</span>
            {required.has(name) ? null : <span className="text-muted-foreground">(optional)</span>}
          </p>
          {property.description ? <p className="text-muted-foreground">{property.description}</p> : null}
          {property.properties ? (
            <div className="border-l-2 border-border pl-3">
              <SchemaFields doc={doc} schema={property} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function schemaOf(content: { "application/json": { schema: JsonSchema } }): JsonSchema {
  return content["application/json"].schema;
}

function OperationDoc({
  doc,
  path,
  operation,
  baseUrl,
}: {
  doc: Doc;
  path: string;
  operation: Operation;
  baseUrl: string;
}) {
  const header = doc.components.securitySchemes.ApiKey.name;
  const responses = Object.entries(operation.responses) as [
    string,
    { description: string; content?: { "application/json": { schema: JsonSchema } } },
  ][];
  const success = responses.find(([status]) => status.startsWith("2"));
  return (
    <section
      aria-labelledby={`doc-${path}`}
      data-operation={path}
      className="grid gap-3 rounded-lg border border-border p-4"
    >
      <h4 id={`doc-${path}`} className="flex flex-wrap items-center gap-2 font-semibold">
        <Badge variant="info">POST</Badge>
        <code className="font-mono">{path}</code>
      </h4>
      <p className="text-sm">
        {operation.summary}. {operation.description}
      </p>
      <div className="grid gap-1.5">
        <h5 className="text-sm font-semibold">Request</h5>
        <p className="text-sm text-muted-foreground">
          Header <code className="font-mono text-foreground">{header}</code>; a JSON body:
        </p>
        <SchemaFields doc={doc} schema={schemaOf(operation.requestBody.content)} />
      </div>
      {success?.[1].content ? (
        <div className="grid gap-1.5">
          <h5 className="text-sm font-semibold">Answer {success[0]}</h5>
          <p className="text-sm text-muted-foreground">{success[1].description}</p>
          <SchemaFields doc={doc} schema={schemaOf(success[1].content)} />
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <h5 className="text-sm font-semibold">Refusals</h5>
        <p className="text-sm text-muted-foreground">
          Each answers <code className="font-mono text-foreground">{'{"detail": "..."}'}</code>.
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {responses
            .filter(([status]) => !status.startsWith("2"))
            .map(([status, response]) => (
              <div key={status} className="contents">
                <dt className="font-mono font-semibold">{status}</dt>
                <dd className="break-words">{response.description}</dd>
              </div>
            ))}
        </dl>
      </div>
      <div className="grid gap-1.5">
        <h5 className="text-sm font-semibold">Example</h5>
        <pre className="rounded-md bg-muted p-3 text-caption break-all whitespace-pre-wrap">
          <code>{`curl -X POST ${baseUrl}${path} \\
  -H "${header}: sk_skin_..." \\
  -H "Content-Type: application/json" \\
  -d '{"photo_base64": "data:image/jpeg;base64,/9j/4AAQ..."}'`}</code>
        </pre>
      </div>
    </section>
  );
}

const LINK_CLASS =
  "inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline";

/** The external endpoints, as the OpenAPI document describes them. */
export function ApiDocumentation({ document: doc, baseUrl }: { document: Doc; baseUrl: string }) {
  const operations = Object.entries(doc.paths) as [string, { post: Operation }][];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Documentation</CardTitle>
        <CardDescription>
          {doc.info.title}, version {doc.info.version}. Each call uses one photo and counts towards its
          key&apos;s successful calls; a key may make {EXTERNAL_CALLS_PER_HOUR} calls an hour.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex flex-wrap gap-x-5 gap-y-2">
          <a href={API_REFERENCE_PATH} className={LINK_CLASS}>
            <BookOpen className="size-4" aria-hidden="true" />
            API reference of every route ({API_REFERENCE_PATH})
          </a>
          <a href={OPENAPI_PATH} className={LINK_CLASS}>
            <FileJson className="size-4" aria-hidden="true" />
            OpenAPI {doc.openapi} document ({OPENAPI_PATH})
          </a>
        </p>
        {operations.map(([path, item]) => (
          <OperationDoc key={path} doc={doc} path={path} operation={item.post} baseUrl={baseUrl} />
        ))}
      </CardContent>
    </Card>
  );
}
