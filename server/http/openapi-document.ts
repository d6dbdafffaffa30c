import { OpenApi } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { groupDocs, operationDocs } from "../../core/api/operation-docs.ts"
import type { EndpointKey } from "./access-rule.ts"
import { accessRuleOf } from "./access-rules.ts"
import { securityOf, securitySchemes, whoMayCall } from "./openapi-security.ts"

type Operation = OpenApi.OpenAPISpecOperation

const describeOperation = (operation: Operation): Operation => {
  const key = operation.operationId
  const [group, endpoint] = key.split(".") as [string, string]
  const doc = Object.hasOwn(operationDocs, key) ? operationDocs[key as EndpointKey] : undefined
  const rule = accessRuleOf(group, endpoint)
  if (doc === undefined || rule === undefined) return operation
  return {
    ...operation,
    summary: doc.summary,
    description: `${doc.description}\n\n${whoMayCall(rule)}`,
    security: securityOf(rule),
  }
}

const isOperation = (value: unknown): value is Operation =>
  typeof value === "object" && value !== null && "operationId" in value

/** The document's `info` with a description and the provider as the contact (OpenAPI 3.1 `contact`). */
const infoOf = (info: OpenApi.OpenAPISpecInfo, providerName: string): OpenApi.OpenAPISpecInfo => {
  const described: OpenApi.OpenAPISpecInfo & { readonly contact: { readonly name: string } } = {
    ...info,
    description:
      "Every call of the customer portal: sign-in and sessions, tickets, equipment and agreements, users, notifications and administration. The browser app, the `portal` CLI and other tools use the same calls.",
    contact: { name: providerName },
  }
  return described
}

/** Adds the docs, the security schemes and each operation's security to the generated document. */
export const documentSpec =
  (providerName: string) =>
  (spec: OpenApi.OpenAPISpec): OpenApi.OpenAPISpec => ({
    ...spec,
    info: infoOf(spec.info, providerName),
    servers: [{ url: "/", description: "This server" }],
    tags: spec.tags.map((tag) =>
      Object.hasOwn(groupDocs, tag.name)
        ? { ...tag, description: groupDocs[tag.name as keyof typeof groupDocs] }
        : tag,
    ),
    components: { ...spec.components, securitySchemes },
    paths: Object.fromEntries(
      Object.entries(spec.paths).map(([path, item]) => [
        path,
        Object.fromEntries(
          Object.entries(item).map(([key, value]) => [
            key,
            isOperation(value) ? describeOperation(value) : value,
          ]),
        ),
      ]),
    ),
  })

/** The contract as `/openapi.json` serves it: with the docs and security from the access table. */
export const servedApi = (providerName: string) =>
  PortalApi.annotateMerge(
    OpenApi.annotations({
      transform: (spec) =>
        documentSpec(providerName)(spec as OpenApi.OpenAPISpec) as unknown as Record<string, unknown>,
    }),
  )
