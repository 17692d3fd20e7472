import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ProductsListPage } from './products/products-list-page';

const ProductFormPage = lazy(() =>
  import('./products/product-form-page').then((module) => ({ default: module.ProductFormPage })),
);

/** /backend/catalog/*: products (list, new, edit); categories, menus and tags are added beside them. */
export function CatalogArea() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<Navigate to="products" replace />} />
        <Route path="products" element={<ProductsListPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/:id" element={<ProductFormPage />} />
      </Routes>
    </Suspense>
  );
}
