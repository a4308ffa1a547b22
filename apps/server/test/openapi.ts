import type { TestContext } from './context.js';

/**
 * The OpenAPI document (/docs/json) read into the list of its calls. The quality gates that walk
 * every call (quality/fuzz.test.ts, quality/authorization.test.ts) read it here, so a call added
 * later is walked by all of them, and they all read the document the same way. What each gate
 * sends is its own: this module only says what the calls are and what their input looks like.
 */

/** The part of JSON Schema the document's schemas use. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  default?: unknown;
  example?: unknown;
  /** A file field's media type, when the upload call reads one kind of file (route.ts registerUploadCall's fileType). */
  'x-content-type'?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  $ref?: string;
}

/** A query or path parameter. */
export interface Parameter {
  in: 'query' | 'path';
  name: string;
  /** Always true for a path parameter: the path cannot be called without it. */
  required: boolean;
  /** {} where the document gives none. */
  schema: Schema;
}

/** One call: a method on a path. */
export interface Operation {
  /** "GET /api/UManage/Roles": names the call in every failure. */
  id: string;
  /** Upper case. */
  method: string;
  /** As the document writes it ({param}, not Fastify's :param). */
  path: string;
  /** The call's description: who may make it, what it acts on, its rules beyond the schemas. */
  description?: string;
  /** Needs a session: the document lists a security requirement (public calls list none). */
  secured: boolean;
  /** Query and path parameters, in the document's order (headers and cookies are no call's input). */
  parameters: Parameter[];
  /** The schema of the JSON body, $ref resolved; undefined when the call takes no JSON body. */
  body?: Schema;
  /** The call declares a request body at all (whatever its content type). */
  hasBody: boolean;
  /** The schema of a multipart/form-data body (a file upload: its binary properties are files); undefined for others. */
  multipart?: Schema;
}

export interface OpenApi {
  /** The document as served (its text parsed), for the gates that read it whole. */
  doc: Record<string, any>;
  /** Every call, in the document's order. */
  operations: Operation[];
  /** The schema itself, following $ref into components/schemas; {} for none or an unknown $ref. */
  resolve(schema: Schema | undefined): Schema;
}

interface DocParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface DocOperation {
  description?: string;
  security?: unknown[];
  parameters?: DocParameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Doc {
  [key: string]: unknown;
  paths: Record<string, Record<string, DocOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** The methods a call may have; other keys of a path item (parameters, summary …) are no call. */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Fetches the application's OpenAPI document and reads its calls. */
export async function readOpenApi(app: TestContext['app']): Promise<OpenApi> {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /docs/json → HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const doc: Doc = res.json();

  // Bounded, so that a $ref cycle cannot hang the walk.
  const resolve = (schema: Schema | undefined): Schema => {
    let out = schema ?? {};
    for (let i = 0; out.$ref && i < 10; i++)
      out = doc.components?.schemas?.[out.$ref.replace('#/components/schemas/', '')] ?? {};
    return out;
  };

  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const o = item[method];
      if (!o) continue;
      const body = o.requestBody?.content?.['application/json']?.schema;
      const multipart = o.requestBody?.content?.['multipart/form-data']?.schema;
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        description: o.description,
        secured: Array.isArray(o.security) && o.security.length > 0,
        parameters: (o.parameters ?? [])
          .filter((p) => p.in === 'query' || p.in === 'path')
          .map((p) => ({
            in: p.in as Parameter['in'],
            name: p.name,
            required: Boolean(p.required) || p.in === 'path',
            schema: p.schema ?? {},
          })),
        body: body ? resolve(body) : undefined,
        hasBody: Boolean(o.requestBody),
        multipart: multipart ? resolve(multipart) : undefined,
      });
    }
  }
  return { doc, operations, resolve };
}

/** The types a schema allows, as a list ("type" may be one name or several). */
export const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** The fields of a multipart schema that carry a file (type string, format binary). */
export const fileFieldsOf = (schema: Schema): string[] =>
  Object.entries(schema.properties ?? {})
    .filter(([, p]) => p.format === 'binary')
    .map(([name]) => name);
