import type { AlternativeUnit, CalculationModel, ImageRef, LeadTimeType, ProductPart, Schedule } from '@bestell/domain';
import type { Insertable } from 'kysely';
import { json, type ProductBundleItemsTable, type ProductsTable } from '../../../db/schema.js';

/**
 * A demo product. Food is taxed at 10 %, drinks at 20 % (Austrian VAT); prices are decimal strings.
 * Allergens use the Austrian letter codes (A Gluten, C Ei, E Erdnuss, F Soja, G Milch, H Schalenfrüchte,
 * L Sellerie, M Senf, N Sesam, O Sulfite).
 */
export interface DemoProduct {
  id: number;
  category: number;
  name: string;
  description: string;
  allergens: string | null;
  price: string;
  drink?: boolean;
  type?: 'configurable' | 'bundle' | 'other';
  unit?: string;
  calculationModel?: CalculationModel;
  alternativeUnits?: AlternativeUnit[];
  defaultUnit?: string;
  minimumQuantity?: string;
  maximumQuantity?: string;
  quantityStepSize?: string;
  parts?: ProductPart[];
  leadTime?: { type: LeadTimeType; value: number };
  schedule?: Schedule[];
  isPublic?: boolean;
  isEnabled?: boolean;
}

/** Decagram ("dag", 10 g) as sold over the counter: 10 dag to 5 kg in steps of 5 dag. */
const dekagramm: AlternativeUnit = {
  unit: 'dag',
  ratio: '0.01',
  calculationModel: 'approximate',
  minimumQuantity: '10',
  maximumQuantity: '500',
  quantityStepSize: '5',
};

export const demoProducts: DemoProduct[] = [
  // 1 Brot
  {
    id: 1,
    category: 1,
    name: 'Morgenrot-Bauernbrot',
    description: 'Roggen-Weizen-Mischbrot mit Natursauerteig, 1 kg Laib, kräftige Kruste.',
    allergens: 'A',
    price: '5.90',
  },
  {
    id: 2,
    category: 1,
    name: 'Roggenvollkornbrot',
    description: '100 % Roggenvollkorn, 24 Stunden Teigführung, 750 g.',
    allergens: 'A',
    price: '5.40',
  },
  {
    id: 3,
    category: 1,
    name: 'Dinkelkrustenbrot',
    description: 'Aus österreichischem Bio-Dinkel, 750 g.',
    allergens: 'A',
    price: '5.80',
  },
  {
    id: 4,
    category: 1,
    name: 'Hausbrot vom Laib',
    description: 'Unser Hausbrot, frisch vom großen Laib geschnitten und nach Gewicht verrechnet.',
    allergens: 'A',
    price: '5.20',
    unit: 'kg',
    calculationModel: 'approximate',
    alternativeUnits: [
      dekagramm,
      {
        unit: 'Stück',
        ratio: '1.5',
        calculationModel: 'approximate',
        minimumQuantity: '1',
        maximumQuantity: '4',
        quantityStepSize: '1',
      },
    ],
    defaultUnit: 'dag',
    minimumQuantity: '0.1',
    maximumQuantity: '6',
    quantityStepSize: '0.05',
  },
  {
    id: 5,
    category: 1,
    name: 'Waldviertler Mohnbrot',
    description: 'Saftiges Roggenbrot mit Waldviertler Graumohn, 500 g.',
    allergens: 'A',
    price: '4.90',
  },
  {
    id: 6,
    category: 1,
    name: 'Kürbiskernbrot',
    description: 'Mit steirischen Kürbiskernen, 750 g.',
    allergens: 'A',
    price: '6.20',
  },
  {
    id: 7,
    category: 1,
    name: 'Baguette',
    description: 'Knuspriges Weizenbaguette, 250 g.',
    allergens: 'A',
    price: '2.40',
  },
  // 2 Gebäck
  {
    id: 8,
    category: 2,
    name: 'Kaisersemmel',
    description: 'Handgeschlagen, mit Vorteig.',
    allergens: 'A',
    price: '0.65',
  },
  {
    id: 9,
    category: 2,
    name: 'Mohnweckerl',
    description: 'Weizenweckerl mit Blaumohn bestreut.',
    allergens: 'A',
    price: '0.75',
  },
  {
    id: 10,
    category: 2,
    name: 'Laugenbrezel',
    description: 'Mit grobem Salz, außen glänzend, innen flaumig.',
    allergens: 'A',
    price: '1.20',
  },
  {
    id: 11,
    category: 2,
    name: 'Salzstangerl',
    description: 'Mit Kümmel und Salz.',
    allergens: 'A',
    price: '0.80',
  },
  {
    id: 12,
    category: 2,
    name: 'Kornspitz',
    description: 'Mehrkorngebäck mit Sesam und Leinsamen.',
    allergens: 'A, N',
    price: '1.10',
  },
  {
    id: 13,
    category: 2,
    name: 'Dinkelweckerl',
    description: 'Aus Bio-Dinkel, vegan.',
    allergens: 'A',
    price: '0.95',
  },
  {
    id: 14,
    category: 2,
    name: 'Buttercroissant',
    description: 'Mit österreichischer Butter, 27 Schichten.',
    allergens: 'A, C, G',
    price: '1.60',
  },
  // 3 Süßes Gebäck
  {
    id: 15,
    category: 3,
    name: 'Topfengolatsche',
    description: 'Plunderteig mit Topfen-Vanille-Fülle.',
    allergens: 'A, C, G',
    price: '2.30',
  },
  {
    id: 16,
    category: 3,
    name: 'Nussschnecke',
    description: 'Germteig mit Haselnussfülle und Zuckerglasur.',
    allergens: 'A, C, G, H',
    price: '2.40',
  },
  {
    id: 17,
    category: 3,
    name: 'Marillenkrapfen',
    description: 'Mit Wachauer Marillenmarmelade gefüllt.',
    allergens: 'A, C, G',
    price: '1.90',
  },
  {
    id: 18,
    category: 3,
    name: 'Apfelstrudel',
    description: 'Gezogener Strudelteig, Äpfel, Rosinen, Zimt. Ein Stück.',
    allergens: 'A, C, G',
    price: '3.40',
  },
  {
    id: 19,
    category: 3,
    name: 'Vanillekipferl',
    description: 'Mürbteig mit Mandeln, in Vanillezucker gewälzt. Nach Gewicht.',
    allergens: 'A, C, G, H',
    price: '42.00',
    unit: 'kg',
    calculationModel: 'approximate',
    alternativeUnits: [dekagramm],
    defaultUnit: 'dag',
    minimumQuantity: '0.1',
    maximumQuantity: '3',
    quantityStepSize: '0.05',
  },
  {
    id: 20,
    category: 3,
    name: 'Linzer Auge',
    description: 'Mürbteig mit Ribiselmarmelade.',
    allergens: 'A, C, G, H',
    price: '1.50',
  },
  // 4 Torten & Kuchen
  {
    id: 21,
    category: 4,
    name: 'Marmorgugelhupf',
    description: 'Flaumiger Rührteig mit Kakao, ganzer Gugelhupf.',
    allergens: 'A, C, G',
    price: '14.90',
  },
  {
    id: 22,
    category: 4,
    name: 'Sachertorte',
    description: 'Schokoladenbiskuit, Marillenmarmelade, Schokoladenglasur. Bitte zwei Tage vorher bestellen.',
    allergens: 'A, C, G, O',
    price: '32.00',
    type: 'configurable',
    leadTime: { type: 'days', value: 2 },
    parts: [
      {
        name: 'Größe',
        description: null,
        type: 'select',
        isOptional: false,
        options: [
          { name: 'Ø 18 cm (8 Stück)', modifier: 'overwrite', value: '32.00' },
          { name: 'Ø 22 cm (12 Stück)', modifier: 'overwrite', value: '42.00' },
          { name: 'Ø 26 cm (16 Stück)', modifier: 'overwrite', value: '56.00' },
        ],
      },
      {
        name: 'Extras',
        description: 'Mehrfachauswahl möglich.',
        type: 'multiselect',
        isOptional: true,
        options: [
          { name: 'Schlagobers (250 ml)', modifier: 'add', value: '3.50' },
          { name: 'Beschriftung auf Schokoladentafel', modifier: 'add', value: '4.00' },
          { name: 'Holzkiste als Geschenk', modifier: 'add', value: '9.00' },
        ],
      },
    ],
  },
  {
    id: 23,
    category: 4,
    name: 'Punschkrapferl',
    description: 'Biskuit mit Punsch getränkt, rosa Glasur.',
    allergens: 'A, C, G, O',
    price: '2.90',
  },
  {
    id: 24,
    category: 4,
    name: 'Esterházyschnitte',
    description: 'Nussbiskuit, Buttercreme, Fondant mit Schokoladenmuster.',
    allergens: 'A, C, G, H',
    price: '3.60',
  },
  {
    id: 25,
    category: 4,
    name: 'Topfentorte',
    description: 'Cremige Topfentorte auf Mürbteigboden, ganze Torte Ø 24 cm.',
    allergens: 'A, C, G',
    price: '29.00',
    leadTime: { type: 'days', value: 1 },
  },
  {
    id: 26,
    category: 4,
    name: 'Malakofftorte',
    description: 'Biskotten, Rum, Mandelcreme. Ein Stück.',
    allergens: 'A, C, G, H, O',
    price: '3.90',
  },
  // 5 Jause & Snacks
  {
    id: 27,
    category: 5,
    name: 'Schinken-Käse-Weckerl',
    description: 'Kornspitz mit Beinschinken, Emmentaler und Gurkerl.',
    allergens: 'A, G, M, N',
    price: '3.90',
  },
  {
    id: 28,
    category: 5,
    name: 'Weckerl nach Wahl',
    description: 'Wählen Sie Gebäck und Belag, wir belegen es frisch.',
    allergens: 'A, C, G, M',
    price: '2.50',
    type: 'configurable',
    parts: [
      {
        name: 'Gebäck',
        description: null,
        type: 'select',
        isOptional: false,
        options: [
          { name: 'Kaisersemmel', modifier: 'add', value: '0.00' },
          { name: 'Kornspitz', modifier: 'add', value: '0.40' },
          { name: 'Laugenstange', modifier: 'add', value: '0.60' },
        ],
      },
      {
        name: 'Belag',
        description: 'Mehrfachauswahl möglich.',
        type: 'multiselect',
        isOptional: false,
        options: [
          { name: 'Beinschinken', modifier: 'add', value: '1.20' },
          { name: 'Emmentaler', modifier: 'add', value: '1.00' },
          { name: 'Ei', modifier: 'add', value: '0.80' },
          { name: 'Paprika und Gurke', modifier: 'add', value: '0.50' },
        ],
      },
      {
        name: 'Sonderwunsch',
        description: null,
        type: 'multiselect',
        isOptional: true,
        options: [{ name: 'ohne Butter', modifier: 'subtract', value: '0.20' }],
      },
    ],
  },
  {
    id: 29,
    category: 5,
    name: 'Leberkässemmel',
    description: 'Warmer Leberkäse in der Kaisersemmel, mit Senf.',
    allergens: 'A, M',
    price: '3.50',
  },
  {
    id: 30,
    category: 5,
    name: 'Liptauerbrot',
    description: 'Bauernbrot mit hausgemachtem Liptauer und Radieschen.',
    allergens: 'A, G',
    price: '3.20',
  },
  {
    id: 31,
    category: 5,
    name: 'Pizzaschnitte',
    description: 'Mit Tomaten, Schinken und Käse überbacken.',
    allergens: 'A, G',
    price: '2.90',
  },
  {
    id: 32,
    category: 5,
    name: 'Käsestange',
    description: 'Blätterteig mit Bergkäse.',
    allergens: 'A, G',
    price: '2.10',
  },
  // 6 Frühstück
  {
    id: 33,
    category: 6,
    name: 'Marillenmarmelade',
    description: 'Hausgemacht aus Wachauer Marillen, Glas 250 g.',
    allergens: null,
    price: '5.50',
  },
  {
    id: 34,
    category: 6,
    name: 'Bio-Butter',
    description: 'Portion 20 g.',
    allergens: 'G',
    price: '0.60',
  },
  {
    id: 35,
    category: 6,
    name: 'Waldhonig',
    description: 'Vom Imker aus dem Mühlviertel, Glas 500 g.',
    allergens: null,
    price: '9.80',
  },
  {
    id: 36,
    category: 6,
    name: 'Liptauer',
    description: 'Topfenaufstrich mit Paprika, Kümmel und Zwiebel. Nach Gewicht.',
    allergens: 'G',
    price: '24.00',
    unit: 'kg',
    calculationModel: 'approximate',
    alternativeUnits: [dekagramm],
    defaultUnit: 'dag',
    minimumQuantity: '0.1',
    maximumQuantity: '2',
    quantityStepSize: '0.05',
  },
  {
    id: 37,
    category: 6,
    name: 'Orangensaft frisch gepresst',
    description: '0,25 l.',
    allergens: null,
    price: '3.20',
    drink: true,
  },
  {
    id: 38,
    category: 6,
    name: 'Bircher Müsli',
    description: 'Haferflocken, Joghurt, Apfel und Nüsse, 250 g Becher.',
    allergens: 'A, G, H',
    price: '4.20',
  },
  {
    id: 39,
    category: 6,
    name: 'Joghurt mit Beeren',
    description: 'Naturjoghurt mit Waldbeerenröster, 200 g Becher.',
    allergens: 'G',
    price: '3.60',
  },
  {
    id: 40,
    category: 6,
    name: 'Frühstückssackerl',
    description: 'Zwei Kaisersemmeln, Bio-Butter und ein frisch gepresster Orangensaft.',
    allergens: 'A, G',
    price: '5.90',
    type: 'bundle',
  },
  // 7 Kaffeehaus (Graz)
  {
    id: 41,
    category: 7,
    name: 'Wiener Melange',
    description: 'Großer Mokka mit aufgeschäumter Milch.',
    allergens: 'G',
    price: '4.20',
    drink: true,
    type: 'configurable',
    parts: [
      {
        name: 'Milch',
        description: null,
        type: 'select',
        isOptional: false,
        options: [
          { name: 'Vollmilch', modifier: 'add', value: '0.00' },
          { name: 'Hafermilch', modifier: 'add', value: '0.50' },
        ],
      },
    ],
  },
  {
    id: 42,
    category: 7,
    name: 'Großer Brauner',
    description: 'Doppelter Mokka mit Obers.',
    allergens: 'G',
    price: '4.40',
    drink: true,
  },
  {
    id: 43,
    category: 7,
    name: 'Heiße Schokolade',
    description: 'Mit Schlagobers.',
    allergens: 'G',
    price: '4.60',
    drink: true,
  },
  // 8 Getränke
  {
    id: 44,
    category: 8,
    name: 'Mineralwasser prickelnd',
    description: '0,5 l Flasche.',
    allergens: null,
    price: '2.20',
    drink: true,
  },
  {
    id: 45,
    category: 8,
    name: 'Apfelsaft gespritzt',
    description: 'Naturtrüber Apfelsaft aus der Steiermark mit Soda, 0,5 l.',
    allergens: null,
    price: '3.20',
    drink: true,
  },
  {
    id: 46,
    category: 8,
    name: 'Almdudler',
    description: 'Kräuterlimonade, 0,35 l Flasche.',
    allergens: null,
    price: '2.90',
    drink: true,
  },
  // 9 Saisonales (hidden) and a staff-only product
  {
    id: 47,
    category: 9,
    name: 'Osterpinze',
    description: 'Süßes Germgebäck mit Weißwein, nur zu Ostern.',
    allergens: 'A, C, G, O',
    price: '6.90',
    schedule: [{ from: '2027-03-08T00:00:00+01:00', to: '2027-03-29T00:00:00+02:00' }],
    isEnabled: false,
  },
  {
    id: 48,
    category: 5,
    name: 'Mitarbeiterjause',
    description: 'Belegtes Weckerl und Getränk für das Team, nur intern.',
    allergens: 'A, G',
    price: '2.00',
    isPublic: false,
  },
];

/** The Frühstückssackerl (40): two Kaisersemmeln, a butter and an orange juice. */
export const demoBundleItems: Insertable<ProductBundleItemsTable>[] = [
  { bundleId: 40, productId: 8, amount: '2', position: 1 },
  { bundleId: 40, productId: 34, amount: '1', position: 2 },
  { bundleId: 40, productId: 37, amount: '1', position: 3 },
];

/** The row of a demo product under the given id; its image is the demo image of the product (same id). */
export function toProductInsert(p: DemoProduct, id: number): Insertable<ProductsTable> {
  const tax = p.drink ? '20.00' : '10.00';
  const images: ImageRef[] = [{ id: p.id, version: 1, extension: 'jpg' }];
  return {
    id,
    uid: `MR-${String(id).padStart(4, '0')}`,
    categoryId: p.category,
    name: p.name,
    description: p.description,
    allergens: p.allergens,
    type: p.type ?? 'other',
    price: p.price,
    unit: p.unit ?? 'Stk.',
    alternativeUnits: json(p.alternativeUnits ?? []),
    calculationModel: p.calculationModel ?? 'fixed',
    images: json(images),
    isPublic: p.isPublic ?? true,
    isEnabled: p.isEnabled ?? true,
    schedule: json(p.schedule ?? []),
    minimumQuantity: p.minimumQuantity ?? null,
    maximumQuantity: p.maximumQuantity ?? null,
    quantityStepSize: p.quantityStepSize ?? null,
    defaultUnit: p.defaultUnit ?? null,
    isLeadTimeEnabled: p.leadTime !== undefined,
    leadTimeType: p.leadTime?.type ?? null,
    leadTimeValue: p.leadTime?.value ?? null,
    tax,
    takeawayTax: tax,
    dineInTax: tax,
    config: json({ parts: p.parts ?? [] }),
    content: json({ scope: 'all' }),
    position: id,
  };
}
