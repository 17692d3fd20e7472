import { timingSafeEqual } from 'node:crypto';
import { confirmCounterAppointment, messages, questionnaireSchema, rejectCounterAppointment } from '@bestell/domain';
import type { OrderRow } from '../../../db/rows.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import { recordOrderEvent } from '../../../infrastructure/events/outbox.js';
import { AppError } from '../../../kernel/app-error.js';
import type { OrderServices } from '../order-services.js';
import { publicOrder } from '../order-view.js';
import { findOrderByUid, lockOrder } from '../repository.js';
import { orderEventPayload } from '../serialize.js';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The order of uid + hash; a wrong hash is the same 404 as an unknown uid. */
export async function findPublicOrder(deps: AppDeps, uid: string, hash: string): Promise<OrderRow> {
  const order = uid.length <= 64 ? await findOrderByUid(deps.db, uid) : undefined;
  if (!order || !sameSecret(order.hash, hash)) throw AppError.notFound();
  return order;
}

export async function getPublicOrder(deps: AppDeps, uid: string, hash: string) {
  return publicOrder(deps.db, await findPublicOrder(deps, uid, hash));
}

/**
 * Spec §4 Counter-appointment: the customer confirms (appointment := counter-appointment, confirmed) or rejects
 * (canceled). Refused with 409 and 'Bestellstatus konnte nicht geändert werden.' when there is nothing to answer.
 */
export async function answerCounterAppointment(
  deps: AppDeps,
  services: OrderServices,
  uid: string,
  hash: string,
  answer: 'confirm' | 'reject',
) {
  const found = await findPublicOrder(deps, uid, hash);
  const now = deps.now();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, found.id);
    if (!order) throw AppError.notFound();
    const input = {
      isConfirmed: order.isConfirmed,
      isRejected: order.isRejected,
      isCanceled: order.isCanceled,
      appointment: order.appointment?.toISOString() ?? null,
      counterAppointment: order.counterAppointment?.toISOString() ?? null,
    };
    const result = answer === 'confirm' ? confirmCounterAppointment(input) : rejectCounterAppointment(input);
    if (!result.ok) throw new AppError('conflict', result.message);
    const next = result.order;
    const row = await trx
      .updateTable('orders')
      .set({
        isConfirmed: next.isConfirmed,
        isCanceled: next.isCanceled,
        appointment: next.appointment,
        ...(answer === 'confirm' && next.appointment ? { dueAt: next.appointment } : {}),
        updatedAt: now,
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOrderEvent(trx, {
      type: 'order.changed',
      orderId: row.id,
      branchId: row.branchId,
      payload: orderEventPayload(row),
      at: now,
    });
    return row;
  });
  services.events.wake();
  return publicOrder(deps.db, updated);
}

/** Spec §3/§4/§5 Questionnaire: four ratings 1–5, optional comment; only for a completed order, and only once. */
export async function sendQuestionnaire(deps: AppDeps, uid: string, hash: string, body: unknown) {
  const order = await findPublicOrder(deps, uid, hash);
  const questionnaire = questionnaireSchema.parse(body);
  if (!order.isCompleted) throw new AppError('conflict', messages.placement.questionnaireNotPossible);
  const inserted = await deps.db
    .insertInto('orderQuestionnaires')
    .values({ orderId: order.id, ...questionnaire, createdAt: deps.now() })
    .onConflict((oc) => oc.column('orderId').doNothing())
    .returning('orderId')
    .executeTakeFirst();
  if (!inserted) throw new AppError('conflict', messages.placement.questionnaireAlreadySent);
  return publicOrder(deps.db, order);
}
