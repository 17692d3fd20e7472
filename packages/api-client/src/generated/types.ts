import type { operations } from './openapi.gen.js';

export type { components, operations, paths } from './openapi.gen.js';

/** An operation of the API document, by its operationId (`postOrders`, `putCartsByBranch`, …). */
export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessOf<Responses> = Responses extends { 200: infer Answer }
  ? Answer
  : Responses extends { 201: infer Answer }
    ? Answer
    : never;

/** The JSON request body of an operation, as the API's schema takes it. */
export type RequestBody<Id extends OperationId> = operations[Id] extends { requestBody?: infer Body }
  ? JsonOf<NonNullable<Body>>
  : never;

/** The `data` of an operation's success answer (200 or 201). */
export type AnswerData<Id extends OperationId> =
  JsonOf<SuccessOf<operations[Id]['responses']>> extends { data: infer Data } ? Data : never;

/** The header parameters an operation documents (e.g. `Idempotency-Key`, `X-Cart-Token`). */
export type RequestHeaders<Id extends OperationId> = NonNullable<operations[Id]['parameters']['header']>;
