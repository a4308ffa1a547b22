import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import * as contract from '@bo/contract';
import { isCallDef, type CallDef } from '@bo/contract';

/**
 * The OpenAPI document (/docs/json), generated from the contract: what fastify-swagger and the zod
 * transform make of the routes, finished here so that standard tools read it as the server
 * behaves (quality/openapi-lint.test.ts lints it, quality/answers.test.ts checks every answer
 * against it):
 * - a call whose success answer is not the envelope (CallDef.answers) lists its media types;
 * - OpenAPI 3.0 has no `examples` in a schema (one `example`), and a nullable enum must list null;
 * - a schema of only empty alternatives (zod's tuple of unknowns) is the empty schema it means;
 * - components no operation names are dropped.
 */
export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Branch back-office API',
        version: '0.1.0',
        description:
          'Every JSON answer is { code, msg, data }: 0 success, 7 session invalid, 8 error whose msg is shown to the user. ' +
          'Any signed-in write (POST with a JSON body) may carry an `Idempotency-Key` header (1 to 255 visible ASCII characters, ' +
          'new for each action): sent again within 24 hours, it answers the first answer with `Idempotent-Replayed: true` and ' +
          'changes nothing; with another body it is refused (422), and while the first has no answer (409).',
        license: { name: 'Proprietary' },
      },
      // Relative: the document is served by the console it describes, whatever its address.
      servers: [{ url: '/', description: 'this console' }],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'x-token' },
          userId: { type: 'apiKey', in: 'header', name: 'x-user-id' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => finishDocument(jsonSchemaTransformObject(input) as OpenAPIV3.Document),
  };
}

const CALLS = new Map(
  (Object.values(contract) as unknown[])
    .filter(isCallDef)
    .map((c) => [`${c.method.toLowerCase()} ${c.path.replace(/:(\w+)/g, '{$1}')}`, c]),
);

/** The operation's id: the path's words after /api/ (unique, checked by the linter), e.g. UManage_Powers. */
export const operationIdOf = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split('/')
    .filter((s) => s && !s.startsWith(':') && !s.startsWith('{'))
    .join('_')
    .replace(/\W/g, '_');

/** The group of a call: the word after /api/ (a legacy address outside /api/ is grouped by its first word). */
export const tagOf = (path: string) =>
  path.startsWith('/api/') ? path.split('/')[2] : path.split('/')[1].replace(/\..*$/, '');

/** What each group of calls is about, for the document's readers. */
const TAG_WORDS: Record<string, string> = {
  Article: 'News articles: drafts, revisions, publishing',
  Banner: "Banners of the shop's pages",
  Card: 'Business-card sizes and templates',
  Cart: "Customers' carts",
  Excel: 'Client import from a spreadsheet',
  Job: 'Exports and imports as jobs: started, followed, cancelled and downloaded',
  LAdmin: 'Sign-in, sessions, QR-code sign-in, branch switching, the signed-in menu',
  Menu: 'The menu catalogue (pages, buttons, marks)',
  Message: 'Messages and notices',
  Order: 'Orders and their exports',
  Payment: 'Payments, reconciliation and their exports',
  Plan: "The year's sales plan",
  Platform: "Headquarters: every branch's figures, a read-only look into one",
  Power: 'Applications for powers and their decisions',
  Product: 'Products and prices',
  Public: "Reads for the branch's shop (no session)",
  Push: 'Server-sent events to open consoles',
  Reports: 'Dashboard figures',
  Safeguard: 'Servers, the database, backups',
  Setting: 'System settings and desktop keys',
  Space: 'Departments and page content',
  System: 'The operation log',
  Table: "Each user's column choices",
  UManage: 'Staff, roles, powers, clients, credit, WeChat followers, logs',
  Upload: 'Uploaded images: store, read, thumbnails',
  SoftLogin: 'The desktop software sign-in (legacy address)',
  open: 'Calls of the platform (legacy address)',
};

export function finishDocument(doc: OpenAPIV3.Document): OpenAPIV3.Document {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const op = item?.[method];
      const call = CALLS.get(`${method} ${path}`);
      if (!op) continue;
      for (const [status, response] of Object.entries(op.responses)) {
        if ('description' in response && response.description === 'Default Response' && RESPONSE_WORDS[status])
          response.description = RESPONSE_WORDS[status];
      }
      if (call?.answers) documentNonJsonAnswer(doc, op, call.answers);
    }
  }
  fixSchemas(doc);
  dropUnusedComponents(doc);
  // Every group an operation names, declared once (tools list the calls by them).
  const tags = new Set(
    Object.values(doc.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).flatMap((op) => (isNode(op) && Array.isArray(op.tags) ? op.tags : [])),
    ),
  );
  // A group without words fails the linter's tag-description rule: say what a new group is for.
  doc.tags = [...tags].sort().map((name) => ({ name, ...(TAG_WORDS[name] ? { description: TAG_WORDS[name] } : {}) }));
  return doc;
}

/** HTTP 200 carries the bytes (a format several calls share is named once); a refusal stays a JSON envelope. */
function documentNonJsonAnswer(
  doc: OpenAPIV3.Document,
  op: OpenAPIV3.OperationObject,
  answers: NonNullable<CallDef['answers']>,
) {
  const ok = op.responses['200'] as OpenAPIV3.ResponseObject | undefined;
  const json = ok?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
  // The route's 200 is "success envelope or refusal envelope": only the refusal is ever JSON here.
  const refusal = json?.anyOf?.at(-1) ?? json;
  let bytes: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject = {
    type: 'string',
    format: 'binary',
    description: answers.description,
  };
  if (answers.name) {
    doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, [answers.name]: bytes } };
    bytes = { $ref: `#/components/schemas/${answers.name}` };
  }
  op.responses['200'] = {
    description: refusal
      ? `${answers.description}; a refusal before the first byte is the JSON envelope (code 7 or 8)`
      : answers.description,
    content: {
      ...Object.fromEntries(answers.mediaTypes.map((type) => [type, { schema: bytes }])),
      ...(refusal ? { 'application/json': { schema: refusal } } : {}),
    },
  };
}

/** What each answer is, where fastify-swagger writes "Default Response". */
const RESPONSE_WORDS: Record<string, string> = {
  '200':
    "The envelope: code 0 with data, or a refusal (code 7: sign in again; code 8: msg says why, in the caller's language)",
  '4XX':
    "Refused (400 invalid input, 401 no session, 403 no permission, 404 not found, 409 changed meanwhile, 413 too large, 423 locked: unlock first, 429 too many): the envelope's msg says why",
  '5XX': "The server's fault: the envelope carries a requestId to quote",
};

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every schema object of the document, rewritten in place where OpenAPI 3.0 reads it otherwise. */
function fixSchemas(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(fixSchemas);
  if (!isNode(value)) return;
  if (Array.isArray(value.examples) && ('type' in value || 'description' in value || 'pattern' in value)) {
    if (value.example === undefined && value.examples.length) value.example = value.examples[0];
    delete value.examples;
  }
  if (value.nullable === true && Array.isArray(value.enum) && !value.enum.includes(null))
    value.enum = [...(value.enum as unknown[]), null];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const alternatives = value[key];
    if (
      Array.isArray(alternatives) &&
      alternatives.length &&
      alternatives.every((a) => isNode(a) && Object.keys(a).length === 0)
    )
      delete value[key];
  }
  Object.values(value).forEach(fixSchemas);
}

/** Components no operation (nor another used component) refers to: the zod registries list each schema for input and output. */
function dropUnusedComponents(doc: OpenAPIV3.Document) {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(doc.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
