import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { EXPORT_CONTENT_TYPE } from '@bo/contract';
import { readExportAnswer } from './export-answer.js';

/**
 * Checks an answer against the published OpenAPI document (/docs/json) as a third-party client
 * would: the status is one the call documents, the media type is one listed for it, and a JSON
 * body validates against the document's schema with Ajv, read in the OpenAPI 3.0 dialect
 * (`nullable`; `example` and `x-…` are annotations; `binary` is a format of bytes). It never
 * looks at the zod schemas the document was generated from.
 */
export interface AnswerChecker {
  /** What is wrong with the answer; [] when the document describes it. */
  problems(method: string, path: string, res: LightMyRequestResponse): Promise<string[]>;
}

/** A JSON pointer's token: ~ and / escaped. */
const token = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function answerChecker(doc: Record<string, any>): AnswerChecker {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(doc, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (pointer: string) => {
    let v = compiled.get(pointer);
    if (!v) {
      v = ajv.getSchema(`openapi.json#${pointer}`);
      if (!v) throw new Error(`no schema at ${pointer}`);
      compiled.set(pointer, v);
    }
    return v;
  };

  return {
    async problems(method, path, res) {
      const op = doc.paths?.[path]?.[method.toLowerCase()];
      if (!op) return [`${method} ${path} is not in the document`];
      const status = String(res.statusCode);
      const key = [status, `${status[0]}XX`, 'default'].find((k) => op.responses?.[k]);
      if (!key) return [`HTTP ${status} is not documented (documented: ${Object.keys(op.responses ?? {}).join(', ')})`];
      const content = op.responses[key].content as Record<string, { schema?: unknown }> | undefined;
      const mediaType = String(res.headers['content-type'] ?? '')
        .split(';')[0]
        .trim();
      if (!content)
        return res.rawPayload.length
          ? [`HTTP ${status} documents no body, yet ${res.rawPayload.length} bytes came`]
          : [];
      if (!(mediaType in content))
        return [
          `HTTP ${status} ${mediaType || 'without a media type'} is not documented (documented: ${Object.keys(content).join(', ')})`,
        ];
      if (mediaType === 'application/json') {
        let body: unknown;
        try {
          body = JSON.parse(res.body);
        } catch {
          return [`HTTP ${status}: the body is not JSON: ${res.body.slice(0, 200)}`];
        }
        const validate = validatorOf(
          `/paths/${token(path)}/${method.toLowerCase()}/responses/${key}/content/${token(mediaType)}/schema`,
        );
        if (validate(body)) return [];
        return (validate.errors ?? [])
          .slice(0, 5)
          .map(
            (e) =>
              `HTTP ${status} body${e.instancePath} ${e.message} (${JSON.stringify(e.params)}): ${res.body.slice(0, 300)}`,
          );
      }
      if (mediaType === EXPORT_CONTENT_TYPE) return (await readExportAnswer(res)).problems;
      return res.rawPayload.length ? [] : [`HTTP ${status} ${mediaType}: an empty body`];
    },
  };
}
