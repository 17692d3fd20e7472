import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { terminalShiftSchema } from './terminal-shift-schema.js';

/** The terminal's schedule route (issue 28.2): branch key in the path, the employee's Bearer token. */
export const workingScheduleTerminalRouteDocs: readonly ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/time-tracking/{branchId}/{apiKey}/working-schedules',
    summary:
      "Terminal: the signed-in employee's shifts from now for 14 days (needs the sign-in's `Authorization: Bearer tt_…`)",
    tag: 'time-tracking',
    access: 'pathKey',
    status: 200,
    answer: z.array(terminalShiftSchema),
  },
];
