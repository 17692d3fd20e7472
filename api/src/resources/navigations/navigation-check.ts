import { navigationCheckMessages as m, type NavigationInput, type NavigationItemInput } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';

interface Target {
  field: string;
  type: 'site' | 'branch';
  value: string;
}

/** Every site and branch target of the items with its body field ('items.1.children.0.target'). */
function targetsOf(items: readonly NavigationItemInput[], prefix = 'items'): Target[] {
  return items.flatMap((item, index) => {
    const field = `${prefix}.${index}`;
    const own: Target[] =
      (item.type === 'site' || item.type === 'branch') && item.target !== null
        ? [{ field: `${field}.target`, type: item.type, value: item.target.replace(/^\/+|\/+$/g, '') }]
        : [];
    return [...own, ...targetsOf(item.children, `${field}.children`)];
  });
}

/**
 * Issue 24 point 1: an item leads to a site or a branch that exists (drafts count: a site exists before it is
 * published), so a saved menu never links to a 404. Refused with a German message on each item's target, and then
 * nothing is written (checked in the write's transaction).
 */
export async function checkNavigationTargets(trx: Trx, input: NavigationInput): Promise<void> {
  const targets = targetsOf(input.items);
  const paths = [...new Set(targets.filter((t) => t.type === 'site').map((t) => t.value))];
  const identifiers = [...new Set(targets.filter((t) => t.type === 'branch').map((t) => t.value))];
  const sites =
    paths.length === 0 ? [] : await trx.selectFrom('sites').select('path').where('path', 'in', paths).execute();
  const branches =
    identifiers.length === 0
      ? []
      : await trx.selectFrom('branches').select('identifier').where('identifier', 'in', identifiers).execute();
  const known = {
    site: new Set(sites.map((row) => row.path)),
    branch: new Set(branches.map((row) => row.identifier)),
  };
  const entries = targets
    .filter((target) => !known[target.type].has(target.value))
    .map((target) => ({
      field: target.field,
      message: target.type === 'site' ? m.siteMissing : m.branchMissing,
      code: 'validation',
    }));
  const [first] = entries;
  if (first) throw new AppError('validation', first.message, { entries });
}
