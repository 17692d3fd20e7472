import { useStaffApi } from '@bestell/api-client';
import { useQuery } from '@tanstack/react-query';

/** The scenes (id and name) for the screen's scene select and the scene command. */
export function useSceneOptions() {
  const api = useStaffApi();
  const scenes = useQuery({
    queryKey: ['staff', '/scenes', 'options'],
    queryFn: ({ signal }) => api.list<{ id: number; name: string }>('/scenes?sort=name&limit=1000', signal),
  });
  const rows = scenes.data?.rows ?? [];
  return {
    options: rows.map((scene) => ({ id: scene.id, label: scene.name })),
    nameOf: (id: number) => rows.find((scene) => scene.id === id)?.name ?? `#${id}`,
  };
}
