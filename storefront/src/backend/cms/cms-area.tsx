import { backofficeContentMessages as c } from '@bestell/domain';
import { lazy, Suspense } from 'react';
import { useStaffUser } from '../branches/use-is-admin';
import { AreaTabs } from '../editor-page';
import formStyles from '../forms/forms.module.css';

// Each editor is its own chunk.
const SitesArea = lazy(() => import('./sites/sites-area').then((m) => ({ default: m.SitesArea })));
const BlocksArea = lazy(() => import('./blocks/blocks-area').then((m) => ({ default: m.BlocksArea })));
const NodesArea = lazy(() => import('./nodes/nodes-area').then((m) => ({ default: m.NodesArea })));
const NavigationsArea = lazy(() =>
  import('./navigations/navigations-area').then((m) => ({ default: m.NavigationsArea })),
);
const RedirectsArea = lazy(() => import('./redirects/redirects-area').then((m) => ({ default: m.RedirectsArea })));

/**
 * The parts of 'Inhalte' in the order of spec §1 (CMS: sites, blocks, nodes, navigations, redirects), each under
 * /backend/{part} (the shop's admin tools bar links /backend/sites and /backend/navigations).
 */
const cmsParts = {
  sites: { label: c.tabs.sites, Area: SitesArea },
  blocks: { label: c.tabs.blocks, Area: BlocksArea },
  nodes: { label: c.tabs.nodes, Area: NodesArea },
  navigations: { label: c.tabs.navigations, Area: NavigationsArea },
  redirects: { label: c.tabs.redirects, Area: RedirectsArea },
} as const;
export type CmsPart = keyof typeof cmsParts;
export const cmsPartPaths = Object.keys(cmsParts).map((part) => `/backend/${part}`);

const cmsTabs = Object.entries(cmsParts).map(([part, { label }]) => ({ to: `/backend/${part}`, label }));

/**
 * 'Inhalte' (admins only: every CMS write is an admin's, the API refuses everyone else): the tabs over the CMS
 * editors, then the editor of `part` with its own routes (list, new, edit).
 */
export function CmsArea({ part }: { part: CmsPart }) {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{c.adminOnly}</p>;
  const { Area } = cmsParts[part];
  return (
    <>
      <AreaTabs label={c.areaNavigation} tabs={cmsTabs} />
      <Suspense fallback={null}>
        <Area />
      </Suspense>
    </>
  );
}
