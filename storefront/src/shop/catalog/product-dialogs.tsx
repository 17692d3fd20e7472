import { useConfig } from '@bestell/api-client';
import type { Branch, Product } from '@bestell/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useCart, useCartStore } from '../cart/cart-context';
import { useCartNotification } from '../cart/cart-notification';

// Both dialogs load on first use, in their own chunks: the first view of a store or the shop does not need them.
const ConfiguratorDialog = lazy(() =>
  import('../configurator/configurator-dialog').then((m) => ({ default: m.ConfiguratorDialog })),
);
const AllergenDialog = lazy(() => import('./allergen-dialog').then((m) => ({ default: m.AllergenDialog })));

interface Configuring {
  product: Product;
  /** Index of the cart line being edited. */
  index?: number;
}

export interface ProductDialogs {
  openProduct: (product: Product) => void;
  editItem: (index: number, product: Product) => void;
  openAllergens: (product: Product) => void;
  isConfiguring: boolean;
  dialogs: ReactNode;
}

/** The configurator and the allergen overview of a page that lists products of one branch. */
export function useProductDialogs(branch: Branch | undefined, onConfiguratorClosed?: () => void): ProductDialogs {
  const { data: config } = useConfig();
  const store = useCartStore();
  const cart = useCart(branch?.identifier ?? '');
  const notify = useCartNotification();
  const [configuring, setConfiguring] = useState<Configuring | null>(null);
  const [allergens, setAllergens] = useState<Product | null>(null);
  const currency = config?.currency ?? 'EUR';

  const close = () => {
    setConfiguring(null);
    onConfiguratorClosed?.();
  };

  const editing = configuring?.index === undefined ? undefined : cart.items[configuring.index];
  const dialogs = (
    <Suspense fallback={null}>
      {branch && configuring && (
        <ConfiguratorDialog
          key={`${configuring.product.id}-${configuring.index ?? 'new'}`}
          product={configuring.product}
          branch={branch}
          currency={currency}
          item={editing}
          onClose={close}
          onSave={(item) => {
            if (configuring.index !== undefined && editing) store.replace(branch.identifier, configuring.index, item);
            else store.add(branch.identifier, item);
            close();
            notify(branch.identifier);
          }}
        />
      )}
      {allergens && <AllergenDialog product={allergens} onClose={() => setAllergens(null)} />}
    </Suspense>
  );

  return {
    openProduct: (product) => setConfiguring({ product }),
    editItem: (index, product) => setConfiguring({ product, index }),
    openAllergens: setAllergens,
    isConfiguring: configuring !== null,
    dialogs,
  };
}
