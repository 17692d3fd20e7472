/**
 * Valid bodies for every standard CRUD resource (used by the CRUD and the permission-matrix tests). Seed facts they
 * rely on: branches 1–3 are public and enabled, branch 4 is not public; the demo employee works for branch 1.
 */

import { scheduleFixtures } from './resource-fixtures-schedules.js';

export type Body = Record<string, unknown>;

export interface RowOptions {
  /** Branch the row belongs to (branch-scoped resources only). */
  branchId: number;
  /** A row anonymous visitors must not see (not public / disabled), where the resource can hide rows. */
  hidden: boolean;
}

export interface ResourceFixture {
  /** Path segment under /api. */
  name: string;
  /** Rows belong to branches (an employee is limited to their own). */
  branchScoped: boolean;
  /** Rows can be hidden from visitors by a flag of their own. */
  hides: boolean;
  /** Whether visitors see the row made with these options (default: not hidden, or the resource cannot hide). */
  visible?(options: RowOptions): boolean;
  /** The rows are branches themselves: the employee's own is branch 1, another branch is branch 2. */
  selfScoped?: boolean;
  /** A valid POST/PUT body; `n` keeps unique fields unique. */
  body(n: number, options: RowOptions): Body;
  /** A field PUT changes and the value it gets (read back from the answer). */
  change: { field: string; value: unknown };
  /** A list filter that finds the row made from `body(n, …)` and no seeded row. */
  filter(n: number): string;
  /** `GET /api/{name}/by-{param}/{value}` for the row of `body(n, …)`. */
  lookup?: { param: 'identifier' | 'path'; value(n: number): string };
}

const image = { id: 901, version: 1, extension: 'jpg' };

export const resourceFixtures: ResourceFixture[] = [
  {
    name: 'divisions',
    branchScoped: false,
    hides: true,
    body: (n, o) => ({ identifier: `sparte-${n}`, name: `Sparte ${n}`, isPublic: !o.hidden }),
    change: { field: 'name', value: 'Umbenannte Sparte' },
    filter: (n) => `name=Sparte%20${n}`,
    lookup: { param: 'identifier', value: (n) => `sparte-${n}` },
  },
  {
    name: 'branches',
    branchScoped: false,
    hides: true,
    selfScoped: true,
    body: (n, o) => ({
      identifier: `filiale-${n}`,
      name: `Filiale ${n}`,
      city: 'Wien',
      isPublic: !o.hidden,
      isEnabled: true,
      // Branch 2 (Graz) keeps dine-in when the PUT case replaces it: its table cards are printed further down.
      isDineInEnabled: true,
      openingHours: [{ type: 'monday', from: '06:00', to: '18:00' }],
      deliveryAreas: [{ area: '1010 Wien', price: '2.50', tax: '10' }],
      tags: [{ id: 1 }],
    }),
    change: { field: 'name', value: 'Umbenannte Filiale' },
    filter: (n) => `name=Filiale%20${n}`,
    lookup: { param: 'identifier', value: (n) => `filiale-${n}` },
  },
  {
    name: 'departments',
    branchScoped: true,
    hides: false,
    body: (n, o) => ({ branchId: o.branchId, name: `Abteilung ${n}` }),
    change: { field: 'name', value: 'Backstube' },
    filter: (n) => `name=Abteilung%20${n}`,
  },
  {
    name: 'menus',
    branchScoped: true,
    hides: true,
    // A menu is hidden from visitors when none of its branches is public: branch 4 is not. On the employee's own
    // (public) branch 1 a menu cannot be hidden.
    visible: (o) => !o.hidden || o.branchId === 1,
    body: (n, o) => ({
      name: `Karte ${n}`,
      availableFrom: '2026-01-01T00:00:00.000Z',
      branches: [{ id: o.hidden && o.branchId !== 1 ? 4 : o.branchId }],
      catalog: [{ id: 1, products: [{ id: 1 }] }],
    }),
    change: { field: 'name', value: 'Sommerkarte' },
    filter: (n) => `name=Karte%20${n}`,
  },
  {
    name: 'categories',
    branchScoped: false,
    hides: true,
    body: (n, o) => ({ name: `Kategorie ${n}`, isPublic: !o.hidden, image }),
    change: { field: 'name', value: 'Feingebäck' },
    filter: (n) => `name=Kategorie%20${n}`,
  },
  {
    name: 'tags',
    branchScoped: false,
    hides: false,
    body: (n) => ({ name: `Schlagwort ${n}` }),
    change: { field: 'name', value: 'Regional' },
    filter: (n) => `name=Schlagwort%20${n}`,
  },
  {
    name: 'products',
    branchScoped: false,
    hides: true,
    body: (n, o) => ({
      uid: `p-${n}`,
      categoryId: 1,
      name: `Produkt ${n}`,
      price: '3.20',
      isPublic: !o.hidden,
    }),
    change: { field: 'price', value: '4.10' },
    filter: (n) => `name=Produkt%20${n}`,
  },
  {
    name: 'image-templates',
    branchScoped: false,
    hides: false,
    body: (n) => ({ identifier: `vorlage-${n}`, name: `Vorlage ${n}`, width: 1080, height: 1920 }),
    change: { field: 'width', value: 1200 },
    filter: (n) => `name=Vorlage%20${n}`,
    lookup: { param: 'identifier', value: (n) => `vorlage-${n}` },
  },
  {
    name: 'devices',
    branchScoped: true,
    hides: false,
    body: (n, o) => ({ branchId: o.branchId, identifier: `drucker-${n}`, name: `Drucker ${n}`, type: 'printer' }),
    change: { field: 'name', value: 'Bondrucker Theke' },
    // The seed's signage screens are devices of type 'display'.
    filter: () => 'type=printer',
    lookup: { param: 'identifier', value: (n) => `drucker-${n}` },
  },
  {
    name: 'digital-signage-devices',
    branchScoped: true,
    hides: false,
    body: (n, o) => ({ branchId: o.branchId, identifier: `tv-${n}`, name: `TV ${n}`, orientation: 'portrait' }),
    change: { field: 'name', value: 'Menütafel Theke' },
    filter: (n) => `identifier=tv-${n}`,
    lookup: { param: 'identifier', value: (n) => `tv-${n}` },
  },
  {
    name: 'tables',
    branchScoped: true,
    hides: true,
    body: (n, o) => ({ branchId: o.branchId, identifier: `T${n}`, name: `Tisch ${n}`, seats: 4, isEnabled: !o.hidden }),
    change: { field: 'seats', value: 6 },
    filter: (n) => `identifier=T${n}`,
    lookup: { param: 'identifier', value: (n) => `T${n}` },
  },
  {
    name: 'sites',
    branchScoped: false,
    hides: true,
    body: (n, o) => ({
      path: `seite-${n}`,
      name: `Seite ${n}`,
      content: { body: '<p>Hallo</p>' },
      isPublic: !o.hidden,
    }),
    change: { field: 'title', value: 'Neuer Titel' },
    filter: (n) => `name=Seite%20${n}`,
    lookup: { param: 'path', value: (n) => `seite-${n}` },
  },
  {
    name: 'redirects',
    branchScoped: false,
    hides: true,
    body: (n, o) => ({ path: `alt/pfad-${n}`, target: '/ueber-uns', statusCode: 301, isEnabled: !o.hidden }),
    change: { field: 'statusCode', value: 302 },
    filter: (n) => `path=pfad-${n}`,
    lookup: { param: 'path', value: (n) => `alt/pfad-${n}` },
  },
  {
    name: 'blocks',
    branchScoped: false,
    hides: false,
    body: (n) => ({ identifier: `block-${n}`, name: `Block ${n}`, content: { text: 'Hallo' } }),
    change: { field: 'name', value: 'Fußzeile' },
    filter: (n) => `name=Block%20${n}`,
    lookup: { param: 'identifier', value: (n) => `block-${n}` },
  },
  {
    name: 'nodes',
    branchScoped: false,
    hides: false,
    body: (n) => ({ identifier: `knoten-${n}`, name: `Knoten ${n}`, content: {} }),
    change: { field: 'name', value: 'Startseite' },
    filter: (n) => `name=Knoten%20${n}`,
    lookup: { param: 'identifier', value: (n) => `knoten-${n}` },
  },
  {
    name: 'navigations',
    branchScoped: false,
    hides: false,
    body: (n) => ({
      identifier: `navigation-${n}`,
      name: `Navigation ${n}`,
      items: [{ type: 'site', target: 'ueber-uns', label: 'Über uns' }],
    }),
    change: { field: 'name', value: 'Fußnavigation' },
    filter: (n) => `name=Navigation%20${n}`,
    lookup: { param: 'identifier', value: (n) => `navigation-${n}` },
  },
  {
    name: 'donatees',
    branchScoped: false,
    hides: true,
    body: (n, o) => ({ identifier: `verein-${n}`, name: `Verein ${n}`, description: 'Hilft.', isEnabled: !o.hidden }),
    change: { field: 'description', value: 'Hilft noch mehr.' },
    filter: (n) => `name=Verein%20${n}`,
    lookup: { param: 'identifier', value: (n) => `verein-${n}` },
  },
  {
    name: 'digital-signage-streams',
    branchScoped: false,
    hides: false,
    body: (n) => ({ name: `Stream ${n}`, slides: [{ type: 'product', productId: 1 }] }),
    change: { field: 'name', value: 'Mittagsangebot' },
    filter: (n) => `name=Stream%20${n}`,
  },
  {
    name: 'digital-signage-segments',
    branchScoped: false,
    hides: false,
    body: (n) => ({ name: `Segment ${n}`, streamId: 1, weekdays: [1, 2, 3], fromTime: '06:00', toTime: '10:30' }),
    change: { field: 'priority', value: 5 },
    filter: (n) => `name=Segment%20${n}`,
  },
  {
    name: 'scenes',
    branchScoped: false,
    hides: false,
    body: (n) => ({ path: `szene-${n}`, name: `Szene ${n}`, layout: 'full', regions: [{ name: 'main', streamId: 1 }] }),
    change: { field: 'name', value: 'Theke' },
    filter: (n) => `name=Szene%20${n}`,
    lookup: { param: 'path', value: (n) => `szene-${n}` },
  },
  {
    name: 'customers',
    branchScoped: false,
    hides: false,
    body: (n) => ({ firstName: 'Maria', lastName: `Kundin${n}`, email: `kundin${n}@example.at`, country: 'AT' }),
    change: { field: 'city', value: 'Graz' },
    filter: (n) => `lastName=Kundin${n}`,
  },
  {
    name: 'external-users',
    branchScoped: false,
    hides: false,
    body: (n) => ({ provider: 'kassa', externalId: `ext-${n}`, username: `extern${n}` }),
    change: { field: 'email', value: 'extern@example.at' },
    filter: (n) => `username=extern${n}`,
  },
  {
    name: 'users',
    branchScoped: false,
    hides: false,
    body: (n) => ({
      username: `mitarbeiter${n}`,
      firstName: 'Max',
      lastName: 'Muster',
      email: `mitarbeiter${n}@example.at`,
      roles: ['ROLE_EMPLOYEE'],
      branches: [{ id: 2 }],
      password: 'geheim-1234',
    }),
    change: { field: 'lastName', value: 'Mustermann' },
    filter: (n) => `username=mitarbeiter${n}`,
  },
  {
    name: 'embed-origins',
    branchScoped: false,
    hides: false,
    body: (n) => ({ origin: `https://website-${n}.example`, label: `Website ${n}` }),
    change: { field: 'label', value: 'Geändert' },
    filter: (n) => `origin=website-${n}.example`,
  },
  {
    name: 'projects',
    branchScoped: false,
    hides: false,
    body: (n) => ({ name: `Projekt ${n}`, description: 'Zum Testen' }),
    change: { field: 'description', value: 'Geändert' },
    filter: (n) => `name=Projekt%20${n}`,
  },
  {
    name: 'tasks',
    branchScoped: true,
    hides: false,
    body: (n, o) => ({ branchId: o.branchId, title: `Aufgabe ${n}`, checklist: [{ text: 'Punkt' }] }),
    change: { field: 'title', value: 'Geänderte Aufgabe' },
    filter: (n) => `title=Aufgabe%20${n}`,
  },
  ...scheduleFixtures,
];

let counter = 0;
/** A number unique within the test process (for unique identifiers). */
export function nextNumber(): number {
  counter += 1;
  return 1000 + counter;
}
