import { useConfig } from '@bestell/api-client';
import { useClearBranchSelectionOnLoad } from '../branch-context';
import { PageMeta } from '../meta/page-meta';
import { BranchList } from './branch-list';
import { HomePage } from './home-page';

/** Spec §2 '/': the home page when the home-page plugin is on, otherwise the branch list. */
export function BranchListPage() {
  const { data: config } = useConfig();
  useClearBranchSelectionOnLoad();
  if (config?.enablePluginHomePage) return <HomePage />;
  return (
    <section aria-labelledby="branch-list-title">
      <PageMeta title={null} />
      {config && <h1 id="branch-list-title">{config.title || config.shopName}</h1>}
      {config?.description && <p>{config.description}</p>}
      <BranchList />
    </section>
  );
}
