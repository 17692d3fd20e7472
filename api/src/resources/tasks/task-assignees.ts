import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { type Actor, branchScopeOf } from '../../infrastructure/auth/actor.js';

export const taskAssigneeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isAdmin: z.boolean().meta({ description: 'Admins may be assigned tasks of every branch.' }),
  branchIds: z.array(z.number().int()).meta({ description: 'Branches the user works for (of the caller’s).' }),
});
export type TaskAssignee = z.infer<typeof taskAssigneeSchema>;

/**
 * Who can be assigned a task, for the editor's select: enabled staff members who are admins or work in one of the
 * caller's branches (an employee sees only the people of their branches, and of them only those branches).
 */
export async function taskAssignees(db: Db, actor: Actor): Promise<TaskAssignee[]> {
  const scope = branchScopeOf(actor);
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'firstName', 'lastName', 'roles'])
    .where('isEnabled', '=', true)
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .limit(1000)
    .execute();
  let links = db.selectFrom('userBranches').select(['userId', 'branchId']);
  if (scope !== 'all') links = links.where('branchId', 'in', scope.length > 0 ? scope : [0]);
  const rows = await links.execute();
  return users
    .map((user) => {
      const name = `${user.firstName} ${user.lastName}`.trim();
      return {
        id: user.id,
        name: name === '' ? user.username : name,
        isAdmin: user.roles.includes('ROLE_ADMIN'),
        branchIds: rows.filter((row) => row.userId === user.id).map((row) => row.branchId),
      };
    })
    .filter((user) => user.isAdmin || user.branchIds.length > 0);
}
