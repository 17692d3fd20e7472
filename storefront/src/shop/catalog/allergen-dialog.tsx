import { messages, type Product } from '@bestell/domain';
import { Dialog } from '@bestell/ui';
import { allergenParagraphs } from './allergen-text';

/** Spec §2 Shop page: the allergen overview of a product. */
export function AllergenDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const paragraphs = product.content.allergens ? allergenParagraphs(product.content.allergens) : [];
  return (
    <Dialog
      open
      onClose={onClose}
      title={messages.shop.allergensOf({ name: product.name })}
      closeLabel={messages.shop.close}
    >
      {product.allergens && (
        <p>
          <strong>{messages.layout.allergens}:</strong> {product.allergens}
        </p>
      )}
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Dialog>
  );
}

export function hasAllergenContent(product: Pick<Product, 'allergens' | 'content'>): boolean {
  return Boolean(product.content.allergens?.trim() || product.allergens?.trim());
}
