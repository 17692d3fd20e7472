import { useConfig } from '@bestell/api-client';
import { PageMeta } from '../meta/page-meta';
import { BranchList } from './branch-list';

/** Spec §2 '/': the branch list (the home-page plugin shows the home page instead). */
export function BranchListPage() {
  const { data: config } = useConfig();
  return (
    <section aria-labelledby="branch-list-title">
      <PageMeta title={null} />
      {config && <h1 id="branch-list-title">{config.title || config.shopName}</h1>}
      {config?.description && <p>{config.description}</p>}
      <BranchList />
    </section>
  );
}
