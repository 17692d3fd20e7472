import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ProductsListPage } from './products/products-list-page';

const ProductFormPage = lazy(() =>
  import('./products/product-form-page').then((module) => ({ default: module.ProductFormPage })),
);

const CategoriesArea = lazy(() =>
  import('./categories/categories-area').then((module) => ({ default: module.CategoriesArea })),
);
const MenusArea = lazy(() => import('./menus/menus-area').then((module) => ({ default: module.MenusArea })));
const TagsArea = lazy(() => import('./tags/tags-area').then((module) => ({ default: module.TagsArea })));
const ImportPage = lazy(() => import('./import/import-page').then((module) => ({ default: module.ImportPage })));

/** /backend/catalog/*: products (list, new, edit); categories, menus, tags and the catalog import beside them. */
export function CatalogArea() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<Navigate to="products" replace />} />
        <Route path="products" element={<ProductsListPage />} />
        <Route path="products/new" element={<ProductFormPage />} />
        <Route path="products/:id" element={<ProductFormPage />} />
        <Route path="categories/*" element={<CategoriesArea />} />
        <Route path="menus/*" element={<MenusArea />} />
        <Route path="tags/*" element={<TagsArea />} />
        <Route path="import" element={<ImportPage />} />
      </Routes>
    </Suspense>
  );
}
