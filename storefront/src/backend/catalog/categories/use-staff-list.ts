import { useStaffApi } from '@bestell/api-client';
import { useQuery } from '@tanstack/react-query';

/** The list key a save of `path` invalidates (forms/use-edit-form: ['staff', path, 'list']). */
export function staffListKey(path: string) {
  return ['staff', path, 'list'] as const;
}

/** Every row of a small staff list (categories, tags, menus, branches: far below the API's 1000 rows a page). */
export function useStaffList<T>(path: string, sort: string) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffListKey(path),
    queryFn: ({ signal }) => api.list<T>(`${path}?limit=1000&sort=${sort}`, signal),
  });
}
