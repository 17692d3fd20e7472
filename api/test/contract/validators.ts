import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { ContractDocument, OperationKey } from './document.js';

const compiled = new WeakMap<ContractDocument, { ajv: Ajv2020; validators: Map<string, ValidateFunction | null> }>();

function pointer(...parts: string[]): string {
  return parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/**
 * The JSON schema validator of an operation's answer with `status` (ajv over the served document itself, so `$ref`s
 * to its components resolve), or null when the answer is not JSON. It returns the errors as one line, or null.
 */
export function answerValidator(
  document: ContractDocument,
  key: OperationKey,
  status: number,
): ((json: unknown) => string | null) | null {
  let entry = compiled.get(document);
  if (!entry) {
    const ajv = new Ajv2020({ strict: false, validateSchema: false, validateFormats: false, allErrors: true });
    ajv.addSchema(document as object, 'openapi.json');
    entry = { ajv, validators: new Map() };
    compiled.set(document, entry);
  }
  const cacheKey = `${key} ${status}`;
  let validate = entry.validators.get(cacheKey);
  if (validate === undefined) {
    const [method = '', path = ''] = key.split(' ');
    const response = document.paths[path]?.[method]?.responses[String(status)];
    validate = response?.content?.['application/json']
      ? entry.ajv.compile({
          $ref: `openapi.json#/${pointer('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema')}`,
        })
      : null;
    entry.validators.set(cacheKey, validate);
  }
  if (!validate) return null;
  const check = validate;
  return (json) =>
    check(json)
      ? null
      : (check.errors ?? [])
          .slice(0, 5)
          .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
          .join('; ');
}
