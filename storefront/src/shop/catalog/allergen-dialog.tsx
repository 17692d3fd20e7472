import { layoutMessages, type Product, shopMessages } from '@bestell/domain';
import { Dialog } from '@bestell/ui';
import { allergenParagraphs } from './allergen-text';

/** Spec §2 Shop page: the allergen overview of a product. */
export function AllergenDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const paragraphs = product.content.allergens ? allergenParagraphs(product.content.allergens) : [];
  return (
    <Dialog
      open
      onClose={onClose}
      title={shopMessages.allergensOf({ name: product.name })}
      closeLabel={shopMessages.close}
    >
      {product.allergens && (
        <p>
          <strong>{layoutMessages.allergens}:</strong> {product.allergens}
        </p>
      )}
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Dialog>
  );
}
