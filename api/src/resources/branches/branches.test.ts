import type { Branch } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('GET /api/branches (anonymous)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.db
      .insertInto('branches')
      .values([
        { id: 90, identifier: 'versteckt', name: 'Versteckt', isPublic: false, isEnabled: true },
        { id: 91, identifier: 'abgeschaltet', name: 'Abgeschaltet', isPublic: true, isEnabled: false },
        { id: 92, identifier: 'neu-und-offen', name: 'Neu', isPublic: true, isEnabled: true, position: 99 },
      ])
      .execute();
  });
  afterAll(() => app.close());

  it('lists only public and enabled branches', async () => {
    const res = await app.request<{ data: Branch[] }>('/api/branches');
    expect(res.status).toBe(200);
    const identifiers = res.body.data.map((b) => b.identifier);
    expect(identifiers).toEqual(['wien-mariahilf', 'graz-herrengasse', 'linz-landstrasse', 'neu-und-offen']);
    expect(identifiers).not.toContain('versteckt');
    expect(identifiers).not.toContain('abgeschaltet');
    expect(identifiers).not.toContain('salzburg-getreidegasse');
    expect(res.body.data.every((b) => b.isPublic && b.isEnabled)).toBe(true);
  });

  it('shapes a branch like spec §3 with money as decimal strings', async () => {
    const res = await app.request<{ data: Branch[] }>('/api/branches');
    const wien = res.body.data.find((b) => b.identifier === 'wien-mariahilf');
    expect(wien).toMatchObject({
      city: 'Wien',
      zipCode: '1070',
      latitude: '48.1967',
      isDeliveryEnabled: true,
      isDeliveryHoursEnabled: true,
      isATMCardEnabled: true,
      orderableFrom: '05:30',
      tags: [{ id: 1 }, { id: 4 }, { id: 5 }],
    });
    expect(wien?.deliveryAreas).toContainEqual({
      area: '1070 Wien-Neubau',
      price: '0.00',
      tax: '10.00',
      free: true,
      freeFromOrderValue: null,
      minimumOrderValue: null,
    });
    expect(wien?.deliveryAreas).toContainEqual({
      area: '1060 Wien-Mariahilf',
      price: '2.90',
      tax: '10.00',
      free: false,
      freeFromOrderValue: '30.00',
      minimumOrderValue: '15.00',
    });
    expect(wien?.openingHours).toContainEqual({
      type: 'monday',
      date: null,
      isClosed: false,
      from: '06:00',
      to: '19:00',
    });
    expect(wien?.openingHours).toContainEqual(
      expect.objectContaining({ type: 'once', date: '2026-12-25', isClosed: true }),
    );
    const graz = res.body.data.find((b) => b.identifier === 'graz-herrengasse');
    expect(graz).toMatchObject({ isDineInEnabled: true, isTableSelectionEnabled: true, deliveryAreas: [] });
  });
});
