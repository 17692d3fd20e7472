import { isOnlinePayment, messages } from '@bestell/domain';
import type { OrderMailContext } from '../order-context.js';
import { type MailBlock, type RenderedMail, renderMail } from '../render.js';
import { closing, greeting, itemsBlock, orderFacts, statusLink, ticketLabelOf } from '../summary.js';

const { mail } = messages;

/** The confirmation the customer gets right after placing the order (and again on a staff resend). */
export function customerConfirmationMail(context: OrderMailContext): RenderedMail {
  const { order, shop, kind } = context;
  const subject = mail.confirmationSubject({
    kind,
    shopName: shop.shopName,
    ticketLabel: ticketLabelOf(context),
    ticketNumber: order.ticketNumber,
  });
  const blocks: MailBlock[] = [greeting(context), { kind: 'paragraph', text: mail.confirmationIntro({ kind }) }];
  if (isOnlinePayment(order.paymentMethod) && !order.isPaid)
    blocks.push({ kind: 'paragraph', text: mail.paymentPending });
  blocks.push(
    orderFacts(context),
    { kind: 'heading', text: mail.itemsHeading },
    itemsBlock(context),
    statusLink(context),
    ...closing(context),
  );
  return renderMail(subject, blocks);
}
