import { describe, expect, it } from 'vitest';
import { type AdminAccountState, isActiveAdmin, type UserChange, userChangeRefusal } from './admin-safety.js';

const now = new Date('2026-11-23T10:00:00Z');
const admin: AdminAccountState = { roles: ['ROLE_ADMIN'], isEnabled: true, expiresAt: null };
const update = (after: Partial<AdminAccountState>): UserChange => ({
  kind: 'update',
  after: { ...admin, ...after },
});

describe('isActiveAdmin', () => {
  it('needs the role, the enabled flag and an expiry in the future (or none)', () => {
    expect(isActiveAdmin(admin, now)).toBe(true);
    expect(isActiveAdmin({ ...admin, roles: ['ROLE_EMPLOYEE'] }, now)).toBe(false);
    expect(isActiveAdmin({ ...admin, isEnabled: false }, now)).toBe(false);
    expect(isActiveAdmin({ ...admin, expiresAt: '2026-11-23T10:00:00Z' }, now)).toBe(false);
    expect(isActiveAdmin({ ...admin, expiresAt: '2026-11-23T10:00:01Z' }, now)).toBe(true);
  });
});

describe('userChangeRefusal', () => {
  const refusal = (actorId: number, targetId: number, change: UserChange, activeAdminIds: number[]) =>
    userChangeRefusal({ actorId, targetId, change, activeAdminIds, now });

  it('the only admin can neither disable, demote, expire nor delete their account (lastAdmin)', () => {
    expect(refusal(1, 1, update({ isEnabled: false }), [1])).toBe('lastAdmin');
    expect(refusal(1, 1, update({ roles: ['ROLE_EMPLOYEE'] }), [1])).toBe('lastAdmin');
    expect(refusal(1, 1, update({ expiresAt: '2026-11-01T00:00:00Z' }), [1])).toBe('lastAdmin');
    expect(refusal(1, 1, { kind: 'delete' }, [1])).toBe('lastAdmin');
  });

  it('with a second admin, an admin still cannot lock themselves out (ownAccount), but may lock out the other', () => {
    expect(refusal(1, 1, update({ isEnabled: false }), [1, 2])).toBe('ownAccount');
    expect(refusal(1, 1, update({ roles: ['ROLE_EMPLOYEE'] }), [1, 2])).toBe('ownAccount');
    expect(refusal(1, 1, { kind: 'delete' }, [1, 2])).toBe('ownAccount');
    expect(refusal(1, 2, update({ isEnabled: false }), [1, 2])).toBeNull();
    expect(refusal(1, 2, { kind: 'delete' }, [1, 2])).toBeNull();
  });

  it('changes that keep an admin an admin, and changes of other users, are fine', () => {
    expect(refusal(1, 1, update({ roles: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] }), [1])).toBeNull();
    expect(refusal(1, 3, update({ roles: ['ROLE_EMPLOYEE'], isEnabled: false }), [1])).toBeNull();
    expect(refusal(1, 3, { kind: 'delete' }, [1])).toBeNull();
    // Making a disabled admin active again is always fine.
    expect(refusal(1, 4, update({}), [1])).toBeNull();
  });
});
