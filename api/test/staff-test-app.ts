/** Test kit (used by *.test.ts only): a test app with the demo admin and the demo employee signed in. */
import { afterAll, beforeAll } from 'vitest';
import { demoAdmin, demoEmployee, signInAs, type TestSession } from '../src/infrastructure/auth/test-session.js';
import { createTestApp, type TestApp } from './helpers.js';

export interface StaffTestApp {
  app: TestApp;
  admin: TestSession;
  employee: TestSession;
  /** The user ids of the demo admin and employee (for bodies and filters). */
  adminId: number;
  employeeId: number;
}

/**
 * Registers the file's beforeAll/afterAll: a seeded test app on the file's clock, the demo admin and employee signed in
 * through the real login, and their user ids. The returned object is filled in beforeAll (read it inside tests).
 */
export function useStaffTestApp(now: () => Date): StaffTestApp {
  const staff = {} as StaffTestApp;
  beforeAll(async () => {
    const app = await createTestApp({ now });
    const admin = await signInAs(app, demoAdmin);
    const employee = await signInAs(app, demoEmployee);
    const users = await app.db.selectFrom('users').select(['id', 'username']).execute();
    const idOf = (username: string) => users.find((user) => user.username === username)?.id ?? 0;
    Object.assign(staff, {
      app,
      admin,
      employee,
      adminId: idOf(demoAdmin.username),
      employeeId: idOf(demoEmployee.username),
    });
  });
  afterAll(async () => {
    await staff.app?.close();
  });
  return staff;
}
