// @vitest-environment jsdom
import { queryKeys } from '@bestell/api-client';
import { signageBackofficeMessages as sb } from '@bestell/domain';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApi, testAdmin } from '../forms/test-harness';
import { ScenesArea } from './scenes/scenes-area';
import { SegmentsArea } from './segments/segments-area';
import { StreamsArea } from './streams/streams-area';

describe('signage content screens for an employee', () => {
  it.each<[string, ReactNode]>([
    ['streams', <StreamsArea key="s" />],
    ['segments', <SegmentsArea key="g" />],
    ['scenes', <ScenesArea key="c" />],
  ])('%s show why and offer no form', async (_name, area) => {
    const view = renderWithApi(area, () => ({ status: 403, body: { errors: [{ message: 'Keine Berechtigung.' }] } }));
    act(() => view.queryClient.setQueryData(queryKeys.currentUser, { ...testAdmin, roles: ['ROLE_EMPLOYEE'] }));
    expect(await screen.findByText(sb.adminOnly)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows an admin the list', async () => {
    const view = renderWithApi(<StreamsArea />, (call) =>
      call.path.startsWith('/digital-signage-streams')
        ? { status: 200, body: { data: [{ id: 3, version: 1, name: 'Frühstück', defaultDuration: 8, slides: [] }] } }
        : { status: 403, body: { errors: [{ message: 'Keine Berechtigung.' }] } },
    );
    act(() => view.queryClient.setQueryData(queryKeys.currentUser, testAdmin));
    expect(await screen.findByRole('link', { name: 'Frühstück' })).toBeTruthy();
    expect(screen.queryByText(sb.adminOnly)).toBeNull();
  });
});
