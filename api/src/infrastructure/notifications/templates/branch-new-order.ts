import { hasPostalAddress, messages } from '@bestell/domain';
import type { OrderMailContext } from '../order-context.js';
import { type MailBlock, type RenderedMail, renderMail } from '../render.js';
import { itemsBlock, modeLabelOf, orderFacts, ticketLabelOf } from '../summary.js';

const { mail } = messages;

/** Non-empty parts joined by `separator`. */
function joined(separator: string, ...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);
}

function customerFacts(context: OrderMailContext): MailBlock {
  const { order } = context;
  const c = order.customer;
  const rows: [string, string][] = [[mail.customerHeading, joined(' ', order.firstName, order.lastName)]];
  if (c.isCompany && c.companyName) rows.push([mail.companyLabel, c.companyName]);
  if (order.phone) rows.push([mail.phoneLabel, order.phone]);
  if (order.email) rows.push([mail.emailLabel, order.email]);
  // Issue 21.13: a country alone (the checkout's default 'AT' on a pickup order) is no address.
  if (hasPostalAddress(c)) {
    const address = joined(
      ', ',
      joined(' ', c.street, c.floor, c.stairway, c.door),
      joined(' ', c.zipCode, c.city),
      c.country,
    );
    rows.push([mail.addressLabel, address]);
  }
  if (c.isDeliveryAddressDifferent) {
    const delivery = joined(
      ', ',
      c.isDeliveryCompany ? c.deliveryCompanyName : null,
      joined(' ', c.deliveryFirstName, c.deliveryLastName),
      joined(' ', c.deliveryStreet, c.deliveryFloor, c.deliveryStairway, c.deliveryDoor),
      joined(' ', c.deliveryZipCode, c.deliveryCity),
      c.deliveryCountry,
    );
    rows.push([mail.deliveryAddressHeading, delivery]);
  }
  if (order.comment) rows.push([mail.commentLabel, order.comment]);
  return { kind: 'facts', rows };
}

/** The new-order e-mail to the branch's address: who ordered what, when and how it is paid. */
export function branchNewOrderMail(context: OrderMailContext): RenderedMail {
  const { order, branch, kind } = context;
  const subject = mail.newOrderSubject({
    kind,
    ticketLabel: ticketLabelOf(context),
    ticketNumber: order.ticketNumber,
    mode: modeLabelOf(context),
  });
  return renderMail(subject, [
    { kind: 'paragraph', text: mail.newOrderIntro({ kind, branchName: branch.name }) },
    orderFacts(context),
    customerFacts(context),
    { kind: 'heading', text: mail.itemsHeadingBranch },
    itemsBlock(context),
  ]);
}
