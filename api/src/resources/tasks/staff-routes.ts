import { taskFromOrderSchema, taskMoveSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { requireStaff } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { ifMatchVersion } from '../../infrastructure/crud/versions.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { sendData } from '../../kernel/envelope.js';
import { createTaskFromOrder, moveTask } from './task-actions.js';
import { taskAssigneeSchema, taskAssignees } from './task-assignees.js';
import { taskEntitySchema } from './task-entity.js';
import { taskResource } from './task-resource.js';

const bodyOf = (ctx: Context): unknown => (ctx.request as { body?: unknown }).body;
const answer = taskEntitySchema.extend({ version: z.number().int() });

/** Standard CRUD of tasks (spec §7) plus the board's move, 'Aufgabe aus Bestellung' and the assignee choices. */
export function taskStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();

  router.get('/tasks/assignees', async (ctx) => {
    sendData(ctx, await taskAssignees(deps.db, requireStaff(ctx)));
  });
  registry.add({
    method: 'get',
    path: '/api/tasks/assignees',
    summary: 'Staff a task can be assigned to: admins and the people of the caller’s branches',
    tag: 'tasks',
    access: 'staff',
    status: 200,
    answer: z.array(taskAssigneeSchema),
  });

  router.post('/tasks/from-order', async (ctx) => {
    const actor = requireStaff(ctx);
    const { orderId } = taskFromOrderSchema.parse(bodyOf(ctx));
    sendData(ctx, await createTaskFromOrder(deps.db, actor, orderId, deps.now()), 201);
  });
  registry.add({
    method: 'post',
    path: '/api/tasks/from-order',
    summary: 'Aufgabe aus Bestellung: a new open task linked to the order (title, branch and due day from it)',
    tag: 'tasks',
    access: 'branch',
    body: taskFromOrderSchema,
    status: 201,
    answer,
  });

  router.post('/tasks/:id/move', async (ctx) => {
    const actor = requireStaff(ctx);
    const id = parseId(ctx.params.id);
    const move = taskMoveSchema.parse(bodyOf(ctx));
    sendData(ctx, await moveTask(deps.db, actor, id, move, ifMatchVersion(ctx), deps.now()));
  });
  registry.add({
    method: 'post',
    path: '/api/tasks/{id}/move',
    summary: 'Board move: into a status column, before a task of it (or at its end); columns stay numbered 0, 1, 2, …',
    tag: 'tasks',
    access: 'branch',
    ifMatch: true,
    body: taskMoveSchema,
    status: 200,
    answer,
  });

  router.use(crudRouter(taskResource, deps, registry).routes());
  return router;
}
