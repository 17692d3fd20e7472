import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency.js';

describe('requestHash', () => {
  const body = {
    firstName: 'Eva',
    branch: 3,
    items: [{ product: 8, amount: '2', unit: 'Stk.', parts: [] }],
    isDelivery: false,
    comment: null,
  };

  it('hashes a body as it always did (keys stored before an update still match their retries)', () => {
    expect(requestHash(body)).toBe('2915ebf90f5d3052fa00e630f9e0eb68cba22ec6a755cdb5f554847f18b89215');
  });

  it('is the same whatever the key order, leaves out undefined members and tells other values apart', () => {
    const reordered = {
      comment: null,
      isDelivery: false,
      items: body.items,
      branch: 3,
      firstName: 'Eva',
      x: undefined,
    };
    expect(requestHash(reordered)).toBe(requestHash(body));
    expect(requestHash({ ...body, branch: 1 })).not.toBe(requestHash(body));
    expect(canonicalJson({ b: [2, undefined, { d: 1, c: 'ä' }], a: null, Z: 1 })).toBe(
      '{"Z":1,"a":null,"b":[2,null,{"c":"ä","d":1}]}',
    );
  });
});
