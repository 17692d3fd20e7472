import { useStaffApi } from '@bestell/api-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffRecordKey } from '../../forms';
import { productToValues, type StaffCategory, type StaffProduct } from './product-values';

/** The list key the product form's save invalidates (forms/use-edit-form: ['staff', path, 'list']). */
export const productListKey = ['staff', '/products', 'list'] as const;
export const categoryListKey = ['staff', '/categories', 'list'] as const;

/** Every product (the API's list answers up to 1000 rows; a catalog is far smaller). */
export function useProductList() {
  const api = useStaffApi();
  return useQuery({
    queryKey: productListKey,
    queryFn: ({ signal }) => api.list<StaffProduct>('/products?limit=1000&sort=position,name', signal),
  });
}

export function useCategoryList() {
  const api = useStaffApi();
  return useQuery({
    queryKey: categoryListKey,
    queryFn: ({ signal }) => api.list<StaffCategory>('/categories?limit=1000&sort=position,name', signal),
  });
}

export interface BulkResult {
  saved: StaffProduct[];
  failed: { product: StaffProduct; message: string }[];
}

/**
 * Enables or disables products one PUT each (the API has no bulk route), every save with the version the list
 * showed (If-Match): a product someone changed meanwhile is refused with the conflict message and left as it is.
 */
export function useBulkEnable() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return async (products: readonly StaffProduct[], isEnabled: boolean): Promise<BulkResult> => {
    const result: BulkResult = { saved: [], failed: [] };
    for (const product of products) {
      if (product.isEnabled === isEnabled) {
        result.saved.push(product);
        continue;
      }
      try {
        const saved = await api.put<StaffProduct>(
          `/products/${product.id}`,
          { ...productToValues(product), isEnabled },
          { ifMatch: product.version },
        );
        queryClient.setQueryData(staffRecordKey('/products', saved.id), saved);
        result.saved.push(saved);
      } catch (error) {
        result.failed.push({ product, message: error instanceof Error ? error.message : String(error) });
      }
    }
    await queryClient.invalidateQueries({ queryKey: productListKey });
    return result;
  };
}
