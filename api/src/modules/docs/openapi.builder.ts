import { RequestMethod } from '@nestjs/common';
import { z, type ZodType } from 'zod';
import type { AccessRule } from '../../common/access.decorators';
import type { EndpointContract } from '../../common/endpoint.decorator';

export interface RouteDoc {
  method: RequestMethod;
  path: string;
  isPublic: boolean;
  access?: AccessRule;
  status: number;
  contract: EndpointContract;
}

/** A sentence on who may call the route, from its access rule. */
function accessNote(access: AccessRule | undefined): string {
  if (!access || access.kind === 'public') return 'Public.';
  if (access.kind === 'signed-in') return 'Any signed-in user (own data only).';
  const parts = [
    `Requires \`${access.resource}:${access.action}\` in the ${access.account ? 'account' : 'organization'}`,
  ];
  if (access.roles) parts.push(`role ${access.roles.join(' or ')}`);
  if (access.feature) parts.push(`plan feature \`${access.feature}\``);
  return `${parts.join('; ')}. Outside the caller's organizations: 404.`;
}

const METHOD_NAMES: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const jsonSchema = (schema: ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

const errorRef = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };

/** Builds the OpenAPI 3 document from the routes' zod contracts (the same schemas that validate them). */
export function buildOpenApi(routes: RouteDoc[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    const method = METHOD_NAMES[r.method];
    if (!method) continue;
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    const c = r.contract;
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['query', c.query],
      ['path', c.params],
    ] as const) {
      if (!schema) continue;
      const js = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, s] of Object.entries(js.properties ?? {})) {
        parameters.push({
          name,
          in: where,
          required: where === 'path' || (js.required ?? []).includes(name),
          schema: s,
        });
      }
    }
    const responses: Record<string, unknown> = {
      [String(r.status)]: {
        description: 'Success',
        ...(c.response
          ? { content: { 'application/json': { schema: jsonSchema(c.response, 'output') } } }
          : {}),
      },
      400: { description: 'Invalid input', ...errorRef },
      ...(r.isPublic ? {} : { 401: { description: 'No valid session', ...errorRef } }),
      ...(r.access?.kind === 'permission'
        ? {
            403: { description: 'Missing permission, role or plan feature', ...errorRef },
            404: { description: 'Not found, or outside your organizations', ...errorRef },
          }
        : {}),
      ...Object.fromEntries(
        Object.entries(c.responses ?? {}).map(([s, d]) => [s, { description: d, ...errorRef }]),
      ),
      500: { description: 'Unexpected error', ...errorRef },
    };
    paths[path] ??= {};
    paths[path][method] = {
      tags: [c.tag],
      summary: c.summary,
      description: accessNote(r.access),
      ...(r.access?.kind === 'permission'
        ? { 'x-permission': `${r.access.resource}:${r.access.action}` }
        : {}),
      ...(r.isPublic ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(c.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(c.body, 'input') } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Lantern API', version, description: 'Brand visibility in AI answer engines and search.' },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['statusCode', 'code', 'message'],
          properties: {
            statusCode: { type: 'integer' },
            code: { type: 'string' },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
            requestId: { type: 'string' },
          },
        },
      },
    },
    paths,
  };
}
