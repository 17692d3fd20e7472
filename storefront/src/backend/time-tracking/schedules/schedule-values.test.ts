import { describe, expect, it } from 'vitest';
import { weekEmployees } from './schedule-values';

const person = (id: number, firstName: string, extra: Partial<Parameters<typeof weekEmployees>[0][number]> = {}) => ({
  id,
  username: `u${id}`,
  firstName,
  lastName: '',
  roles: ['ROLE_EMPLOYEE'],
  branches: [{ id: 1 }],
  isEnabled: true,
  ...extra,
});

describe('weekEmployees (Dienstplan rows)', () => {
  const users = [
    person(1, 'Anna', { roles: ['ROLE_ADMIN'], branches: [] }),
    person(2, 'Lukas'),
    person(3, 'Gerda', { branches: [{ id: 2 }] }),
    person(4, 'Otto', { isEnabled: false }),
  ];

  it('lists the enabled people of the branch and admins', () => {
    expect(weekEmployees(users, [], 1).map((p) => p.name)).toEqual(['Anna', 'Lukas']);
    expect(weekEmployees(users, [], 2).map((p) => p.name)).toEqual(['Anna', 'Gerda']);
  });

  it('keeps people with a shift in the week who left the branch or were disabled', () => {
    const shifts = [{ userId: 3 }, { userId: 4 }, { userId: 9 }];
    expect(weekEmployees(users, shifts, 1)).toEqual([
      { id: 9, name: '#9' },
      { id: 1, name: 'Anna' },
      { id: 3, name: 'Gerda' },
      { id: 2, name: 'Lukas' },
      { id: 4, name: 'Otto' },
    ]);
  });
});
