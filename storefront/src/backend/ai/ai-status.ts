import { useStaffApi } from '@bestell/api-client';
import { useQuery } from '@tanstack/react-query';

export interface AiStatus {
  text: boolean;
  image: boolean;
}

export const aiStatusKey = ['content-ai', 'status'] as const;

/** Whether AI text and image generation are set up; the AI buttons are hidden until this says so. */
export function useAiStatus(): AiStatus {
  const api = useStaffApi();
  const status = useQuery({
    queryKey: aiStatusKey,
    queryFn: ({ signal }) => api.get<AiStatus>('/content-ai/status', signal),
    staleTime: 60_000,
  });
  return status.data ?? { text: false, image: false };
}
