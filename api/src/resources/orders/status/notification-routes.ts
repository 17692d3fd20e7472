import { messages, notificationLogMessages } from '@bestell/domain';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { recordAudit } from '../../../infrastructure/audit/audit-writer.js';
import { requireStaff } from '../../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import type { Channel } from '../../../infrastructure/notifications/notifier.js';
import { resendRefusals } from '../../../infrastructure/notifications/notifier.js';
import { AppError } from '../../../kernel/app-error.js';
import { sendData } from '../../../kernel/envelope.js';
import { branchGuard, orderIdParam } from '../access.js';
import type { OrderServices } from '../order-services.js';
import { findOrderById } from '../repository.js';
import { listOrderNotifications } from './notification-log.js';

/** A staff resend of a channel counts for this long: a second one in that time is refused (a failed one does not count). */
export const resendIntervalMs = 60_000;

/** 429 with the German text while the last resend of this order and channel (not failed) is younger than a minute. */
async function refuseRepeatedResend(deps: AppDeps, orderId: number, channel: Channel): Promise<void> {
  const recent = await deps.db
    .selectFrom('notifications')
    .select('id')
    .where('orderId', '=', orderId)
    .where('channel', '=', channel)
    .where('dedupeKey', 'is', null)
    .where('status', '!=', 'failed')
    .where('createdAt', '>', new Date(deps.now().getTime() - resendIntervalMs))
    .executeTakeFirst();
  if (recent) {
    throw new AppError('too_many_requests', notificationLogMessages.resendTooSoon, { code: 'resend_too_soon' });
  }
}

/**
 * GET /orders/{id}/notifications: the order's notification log (staff of the order's branch).
 * POST /orders/{id}/resend-new-order-email and /resend-new-order-sms (spec §4 staff actions, §7): sends the
 * customer's order confirmation again, now. Staff session (401), the order's branch (else 404), CSRF (middleware).
 * No address for the channel, or a failed send: 409 with the §8 text 'Bestätigung konnte nicht versendet werden.'
 */
export function addOrderNotificationRoutes(router: Router, deps: AppDeps, services: OrderServices): void {
  const resend = async (ctx: Context, id: string | undefined, channel: Channel) => {
    const staff = requireStaff(ctx);
    const order = await findOrderById(deps.db, orderIdParam(id));
    if (!order) throw AppError.notFound();
    branchGuard(ctx)(order);
    await refuseRepeatedResend(deps, order.id, channel);
    const result = await services.notifications.notifier.resendConfirmation(order.id, channel);
    if (!result) {
      throw new AppError('conflict', messages.errors.resendFailed, {
        code: 'no_recipient',
        entries: [
          { message: messages.errors.resendFailed, code: 'resend_failed' },
          { message: resendRefusals[channel], code: 'no_recipient', field: channel === 'email' ? 'email' : 'phone' },
        ],
      });
    }
    if (result.status === 'failed') {
      throw new AppError('conflict', messages.errors.resendFailed, { code: 'resend_failed' });
    }
    // Recorded after the send (the send is the change; never the address nor the message).
    await recordAudit(deps.db, {
      actor: staff,
      action: 'resend',
      resource: 'orders',
      resourceId: order.id,
      data: { channel, notificationStatus: result.status },
      label: `#${order.ticketNumber}`,
      at: deps.now(),
    });
    sendData(ctx, result);
  };
  // The order's log of e-mails and SMS (issue 25 point 5): what was sent, failed or is waiting for a retry.
  router.get('/orders/:id/notifications', async (ctx) => {
    requireStaff(ctx);
    const order = await findOrderById(deps.db, orderIdParam(ctx.params.id));
    if (!order) throw AppError.notFound();
    branchGuard(ctx)(order);
    sendData(ctx, await listOrderNotifications(deps.db, order.id));
  });
  router.post('/orders/:id/resend-new-order-email', (ctx) => resend(ctx, ctx.params.id, 'email'));
  router.post('/orders/:id/resend-new-order-sms', (ctx) => resend(ctx, ctx.params.id, 'sms'));
}
