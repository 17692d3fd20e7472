import { useBranches } from '@bestell/api-client';
import { messages } from '@bestell/domain';
import { Link, useParams } from 'react-router';
import { PageMeta } from '../meta/page-meta';

/** /store/{identifier}/checkout until the checkout round: says that the checkout follows; the cart stays as it is. */
export function CheckoutPlaceholder() {
  const { identifier = '' } = useParams();
  const { data: branches } = useBranches();
  const branch = branches?.find((entry) => entry.identifier === identifier);
  return (
    <section aria-labelledby="checkout-title">
      <PageMeta title={messages.layout.checkoutTitle} />
      <h1 id="checkout-title">{messages.layout.checkoutTitle}</h1>
      <p>{messages.shop.checkoutFollows}</p>
      {branch && <Link to={`/store/${encodeURIComponent(branch.identifier)}`}>{messages.shop.backToStore}</Link>}
    </section>
  );
}
