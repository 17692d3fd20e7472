// @vitest-environment jsdom
import { queryKeys } from '@bestell/api-client';
import { backofficePeopleMessages as pm } from '@bestell/domain';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CustomersArea } from '../customers/customers-area';
import { renderWithApi, testAdmin } from '../forms/test-harness';
import { DonateesArea } from './donatees-area';
import { ExternalUsersArea } from './external-users-area';

describe('admin-only people screens for an employee', () => {
  it.each<[string, ReactNode, string]>([
    ['customers', <CustomersArea key="c" />, pm.customers.adminOnly],
    ['external users', <ExternalUsersArea key="x" />, pm.externalUsers.adminOnly],
    ['donatees', <DonateesArea key="d" />, pm.donatees.adminOnly],
  ])('%s show the access message, not a load failure', async (_name, area, message) => {
    const view = renderWithApi(area, () => ({ status: 403, body: { errors: [{ message: 'Keine Berechtigung.' }] } }));
    act(() => view.queryClient.setQueryData(queryKeys.currentUser, { ...testAdmin, roles: ['ROLE_EMPLOYEE'] }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(message).toMatch(/^Nur Administratoren /);
    expect(screen.queryByText(/konnten? nicht geladen werden/)).toBeNull();
  });
});
