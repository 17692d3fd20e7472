import { activeMenu, type Slide, type SlideCatalog } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { listPublicCategories } from '../categories/service.js';
import { getPublicConfig } from '../config/service.js';
import { listPublicProducts } from '../products/service.js';

function idsOf(slides: readonly Slide[], type: Slide['type']): number[] {
  return slides.flatMap((slide) => {
    switch (slide.type) {
      case 'upload':
        return type === 'upload' ? [slide.uploadId] : [];
      case 'image':
        return type === 'image' ? [slide.imageId] : [];
      case 'template':
        return type === 'template' ? [slide.imageTemplateId] : [];
      case 'block':
        return type === 'block' ? [slide.blockId] : [];
      default:
        return [];
    }
  });
}

/**
 * Everything the slides of a branch's screen are resolved from: the branch's active menu at `now` (any menu linked
 * to the branch: partner branches need not be public), the visible (public, enabled) categories and products, the
 * media and blocks the slides name, and the shop's currency.
 */
export async function loadSlideCatalog(
  db: Db,
  branch: SlideCatalog['branch'],
  slides: readonly Slide[],
  now: Date,
): Promise<SlideCatalog> {
  const uploadIds = idsOf(slides, 'upload');
  const imageIds = idsOf(slides, 'image');
  const templateIds = idsOf(slides, 'template');
  const blockIds = idsOf(slides, 'block');
  const menuRows = await db
    .selectFrom('menus')
    .innerJoin('menuBranches', 'menuBranches.menuId', 'menus.id')
    .select(['menus.id', 'menus.availableFrom', 'menus.catalog'])
    .where('menuBranches.branchId', '=', branch.id)
    .orderBy('menus.id')
    .execute();
  const menus = menuRows.map((row) => ({
    availableFrom: row.availableFrom.toISOString(),
    branches: [{ id: branch.id }],
    catalog: row.catalog,
  }));
  const categories = await listPublicCategories(db);
  const products = await listPublicProducts(db);
  const config = await getPublicConfig(db);
  const uploads =
    uploadIds.length === 0
      ? []
      : await db
          .selectFrom('uploads')
          .select(['id', 'version', 'extension', 'mimeType', 'publicHash', 'originalName'])
          .where('id', 'in', uploadIds)
          .execute();
  const images =
    imageIds.length === 0
      ? []
      : await db
          .selectFrom('images')
          .select(['id', 'version', 'extension', 'alt'])
          .where('id', 'in', imageIds)
          .execute();
  const templates =
    templateIds.length === 0
      ? []
      : await db
          .selectFrom('imageTemplates')
          .select(['id', 'name', 'version'])
          .where('id', 'in', templateIds)
          .execute();
  const blocks =
    blockIds.length === 0
      ? []
      : await db.selectFrom('blocks').select(['id', 'name', 'content']).where('id', 'in', blockIds).execute();
  return {
    branch,
    menu: activeMenu(menus, branch.id, now),
    categories,
    products,
    uploads: new Map(uploads.map((row) => [row.id, row])),
    images: new Map(images.map((row) => [row.id, row])),
    templates: new Map(templates.map((row) => [row.id, row])),
    blocks: new Map(blocks.map((row) => [row.id, { ...row, content: row.content as Record<string, unknown> }])),
    currency: config.currency,
  };
}
