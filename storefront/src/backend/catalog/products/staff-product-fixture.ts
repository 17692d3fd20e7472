import type { StaffProduct } from './product-values';

/** GET /api/products/22 of the demo bakery (a staff session's answer), for tests. */
export const sachertorte: StaffProduct = {
  id: 22,
  uid: 'MR-0022',
  name: 'Sachertorte',
  description: 'Schokoladenbiskuit, Marillenmarmelade, Schokoladenglasur. Bitte zwei Tage vorher bestellen.',
  allergens: 'A, C, G, O',
  type: 'configurable',
  price: '32.00',
  unit: 'Stk.',
  alternativeUnits: [],
  calculationModel: 'fixed',
  images: [
    {
      id: 22,
      version: 1,
      extension: 'jpg',
    },
  ],
  isPriceHidden: false,
  isPublic: true,
  isEnabled: true,
  schedule: [],
  minimumQuantity: null,
  maximumQuantity: null,
  quantityStepSize: null,
  defaultQuantity: null,
  defaultUnit: null,
  isStepByStep: false,
  isLeadTimeEnabled: true,
  leadTimeType: 'days',
  leadTimeValue: 2,
  tax: '10.00',
  takeawayTax: '10.00',
  dineInTax: '10.00',
  config: {
    parts: [
      {
        name: 'Größe',
        description: null,
        type: 'select',
        isOptional: false,
        options: [
          {
            name: 'Ø 18 cm (8 Stück)',
            modifier: 'overwrite',
            value: '32.00',
          },
          {
            name: 'Ø 22 cm (12 Stück)',
            modifier: 'overwrite',
            value: '42.00',
          },
          {
            name: 'Ø 26 cm (16 Stück)',
            modifier: 'overwrite',
            value: '56.00',
          },
        ],
      },
      {
        name: 'Extras',
        description: 'Mehrfachauswahl möglich.',
        type: 'multiselect',
        isOptional: true,
        options: [
          {
            name: 'Schlagobers (250 ml)',
            modifier: 'add',
            value: '3.50',
          },
          {
            name: 'Beschriftung auf Schokoladentafel',
            modifier: 'add',
            value: '4.00',
          },
          {
            name: 'Holzkiste als Geschenk',
            modifier: 'add',
            value: '9.00',
          },
        ],
      },
    ],
  },
  content: {
    scope: 'all',
    resellingPrice: null,
    category: {
      id: 4,
    },
    allergens: null,
    duration: 0,
  },
  categoryId: 4,
  position: 22,
  version: 1,
};
