import { countries } from '../entities/order.js';

/** The contact data of one order, as the link pass reads it (oldest order first). */
export interface OrderContact {
  orderId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  companyName: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

/** The fields of a customer that orders fill in. */
export interface CustomerFields {
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
}

/** A stored customer the orders may belong to (found by the orders' keys). */
export interface KnownCustomer extends CustomerFields {
  id: number;
}

/** A customer an order belongs to: a stored one (`id`) or one of the pass's new ones (`draft`, an index). */
export type CustomerTarget = { id: number } | { draft: number };

export interface CustomerAssignment {
  /** New customers, each with the data of its latest order. */
  drafts: CustomerFields[];
  /** Stored customers with the data of their latest order in this pass. */
  updates: { id: number; fields: CustomerFields }[];
  links: { orderId: number; target: CustomerTarget }[];
}

const blankToNull = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** E-mail as a key: trimmed, lower case; null when empty. */
export function emailKey(email: string | null): string | null {
  return blankToNull(email)?.toLowerCase() ?? null;
}

/** Phone as a key: digits with a leading '+' ('00' becomes '+'), spaces and separators dropped; null when empty. */
export function phoneKey(phone: string | null): string | null {
  const raw = blankToNull(phone);
  if (raw === null) return null;
  const compact = raw.replace(/[^\d+]/g, '').replace(/^00/, '+');
  const key = compact.startsWith('+') ? `+${compact.slice(1).replace(/\+/g, '')}` : compact.replace(/\+/g, '');
  return key === '' || key === '+' ? raw : key;
}

/** The customer fields an order says (a country outside §9's list is left out: the customers table allows those). */
export function customerFieldsOf(order: OrderContact): CustomerFields {
  const country = order.country && (countries as readonly string[]).includes(order.country) ? order.country : null;
  return {
    companyName: blankToNull(order.companyName),
    firstName: order.firstName.trim(),
    lastName: order.lastName.trim(),
    email: blankToNull(order.email),
    phone: phoneKey(order.phone),
    street: blankToNull(order.street),
    zipCode: blankToNull(order.zipCode),
    city: blankToNull(order.city),
    country,
  };
}

/** A later order's data over an earlier customer's: what the order names wins, what it leaves out is kept. */
export function mergeCustomerFields(earlier: CustomerFields, later: CustomerFields): CustomerFields {
  const address = later.street !== null || later.zipCode !== null || later.city !== null;
  return {
    companyName: later.companyName ?? earlier.companyName,
    firstName: later.firstName || earlier.firstName,
    lastName: later.lastName || earlier.lastName,
    email: later.email ?? earlier.email,
    phone: later.phone ?? earlier.phone,
    // An address is taken whole, never street of one order with the city of another.
    street: address ? later.street : earlier.street,
    zipCode: address ? later.zipCode : earlier.zipCode,
    city: address ? later.city : earlier.city,
    country: address ? later.country : earlier.country,
  };
}

const targetKey = (target: CustomerTarget): string => ('id' in target ? `id:${target.id}` : `draft:${target.draft}`);

/**
 * Which customer each order belongs to (issue 24 point 4), oldest order first: the customer with the order's e-mail
 * (case-insensitive), else the one with its phone number, else a new customer. Orders of one pass find the
 * customers earlier orders of the pass created. A customer takes the data of its latest order; an e-mail or phone it
 * lacks is filled in, one it has is never replaced by a missing one. Pure: the caller loads and writes.
 */
export function assignCustomers(orders: readonly OrderContact[], known: readonly KnownCustomer[]): CustomerAssignment {
  const byEmail = new Map<string, CustomerTarget>();
  const byPhone = new Map<string, CustomerTarget>();
  for (const customer of [...known].sort((a, b) => a.id - b.id)) {
    const email = emailKey(customer.email);
    const phone = phoneKey(customer.phone);
    if (email && !byEmail.has(email)) byEmail.set(email, { id: customer.id });
    if (phone && !byPhone.has(phone)) byPhone.set(phone, { id: customer.id });
  }
  const drafts: CustomerFields[] = [];
  const updated = new Map<number, CustomerFields>();
  const links: CustomerAssignment['links'] = [];
  const fieldsOf = new Map<string, CustomerFields>(
    known.map(({ id, ...fields }) => [targetKey({ id }), fields] as const),
  );
  for (const order of orders) {
    const email = emailKey(order.email);
    const phone = phoneKey(order.phone);
    if (email === null && phone === null) continue;
    const fields = customerFieldsOf(order);
    let target = (email && byEmail.get(email)) || (phone && byPhone.get(phone)) || null;
    if (target === null) {
      target = { draft: drafts.length };
      drafts.push(fields);
    } else {
      const key = targetKey(target);
      const earlier = fieldsOf.get(key);
      const merged = earlier ? mergeCustomerFields(earlier, fields) : fields;
      if ('draft' in target) drafts[target.draft] = merged;
      else updated.set(target.id, merged);
    }
    const key = targetKey(target);
    fieldsOf.set(key, 'draft' in target ? (drafts[target.draft] ?? fields) : (updated.get(target.id) ?? fields));
    if (email && !byEmail.has(email)) byEmail.set(email, target);
    if (phone && !byPhone.has(phone)) byPhone.set(phone, target);
    links.push({ orderId: order.orderId, target });
  }
  const updates = [...updated].map(([id, fields]) => ({ id, fields }));
  return { drafts, updates, links };
}
