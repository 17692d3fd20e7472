import { type StaffOrder, useStaffApi } from '@bestell/api-client';
import { backofficeTasksMessages } from '@bestell/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { apiMessageOf } from '../../editor-page/delete-action';
import styles from './detail.module.css';
import type { Feedback } from './feedback';

const t = backofficeTasksMessages.tasks;

/**
 * 'Aufgabe aus Bestellung' (issue 28.6): makes a task linked to this order (title from ticket and customer, branch
 * and due day from the appointment: the API decides) and opens its editor, which links back here.
 */
export function TaskFromOrderButton({
  order,
  onFeedback,
}: {
  order: StaffOrder;
  onFeedback: (feedback: Feedback | null) => void;
}) {
  const api = useStaffApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => api.post<{ id: number }>('/tasks/from-order', { orderId: order.id }),
    onSuccess: async (task) => {
      await queryClient.invalidateQueries({ queryKey: ['staff', '/tasks'] });
      navigate(`/backend/aufgaben/${task.id}`);
    },
    onError: (error) => onFeedback({ tone: 'error', text: apiMessageOf(error, t.fromOrderFailed) }),
  });
  return (
    <Button
      className={styles.button}
      isDisabled={create.isPending}
      onPress={() => {
        onFeedback(null);
        create.mutate();
      }}
      data-testid="task-from-order"
    >
      {t.fromOrder}
    </Button>
  );
}
