/** The parts of an address that make it one. */
export interface PostalAddressParts {
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
}

/**
 * Whether an address is given (issue 21.13): a street, zip code or city. A country alone — 'AT', the checkout form's
 * default, stored with every pickup order — or a company name alone is no address, and is not shown as one.
 */
export function hasPostalAddress(address: PostalAddressParts): boolean {
  return [address.street, address.zipCode, address.city].some((part) => typeof part === 'string' && part.trim() !== '');
}
