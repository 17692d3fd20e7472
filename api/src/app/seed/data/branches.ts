import type { ImageRef, OpeningHoursEntry } from '@bestell/domain';
import type { Insertable } from 'kysely';
import {
  type BranchesTable,
  type BranchTagsTable,
  type DeliveryAreasTable,
  type DivisionsTable,
  json,
  type TablesTable,
  type TagsTable,
} from '../../../db/schema.js';

/** Branch header images are image 200 + branch id, the shared logo is image 300 (see seed.ts). */
function headerImages(branchId: number): string {
  const images: ImageRef[] = [{ id: 200 + branchId, version: 1, extension: 'jpg' }];
  return json(images);
}

const logo: ImageRef = { id: 300, version: 1, extension: 'jpg' };

function day(type: OpeningHoursEntry['type'], from: string, to: string): OpeningHoursEntry {
  return { type, date: null, isClosed: false, from, to };
}

function closedDay(type: OpeningHoursEntry['type']): OpeningHoursEntry {
  return { type, date: null, isClosed: true, from: '00:00', to: '23:59' };
}

function closedOn(date: string): OpeningHoursEntry {
  return { type: 'once', date, isClosed: true, from: '00:00', to: '23:59' };
}

function weekdays(from: string, to: string): OpeningHoursEntry[] {
  return (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((type) => day(type, from, to));
}

/** Christmas and New Year closures shared by all branches. */
const holidays: OpeningHoursEntry[] = [closedOn('2026-12-25'), closedOn('2026-12-26'), closedOn('2027-01-01')];

export const demoDivision: Insertable<DivisionsTable> = {
  id: 1,
  identifier: 'morgenrot',
  name: 'Bäckerei Morgenrot',
  title: 'Bäckerei Morgenrot – Brot mit Zeit',
  description: 'Familienbäckerei seit 1927, heute mit Filialen in Wien, Graz, Linz und bald Salzburg.',
  isPublic: true,
  position: 1,
};

const wienHours: OpeningHoursEntry[] = [
  ...weekdays('06:00', '19:00'),
  day('saturday', '06:30', '13:00'),
  day('sunday', '07:00', '11:00'),
  ...holidays,
  // Heiliger Abend: kurzer Tag.
  { type: 'once', date: '2026-12-24', isClosed: false, from: '06:00', to: '12:00' },
];

const wienDeliveryHours: OpeningHoursEntry[] = [
  ...weekdays('07:00', '18:00'),
  day('saturday', '07:00', '12:00'),
  closedDay('sunday'),
  ...holidays,
];

export const demoBranches: Insertable<BranchesTable>[] = [
  {
    id: 1,
    divisionId: 1,
    identifier: 'wien-mariahilf',
    identificationNumber: 'F-001',
    name: 'Morgenrot Wien Mariahilf',
    description: 'Unser Stammhaus an der Mariahilfer Straße: Backstube im Haus, Lieferung in den 6. und 7. Bezirk.',
    street: 'Mariahilfer Straße 88',
    zipCode: '1070',
    city: 'Wien',
    country: 'AT',
    phone: '+43 1 523 45 67',
    email: 'wien@baeckerei-morgenrot.at',
    longitude: '16.3456',
    latitude: '48.1967',
    keywords: 'Neubau Mariahilf Westbahnhof Lieferung',
    images: headerImages(1),
    logo: json(logo),
    isPublic: true,
    isEnabled: true,
    timeZone: 'Europe/Vienna',
    openingHours: json(wienHours),
    deliveryHours: json(wienDeliveryHours),
    isDeliveryHoursEnabled: true,
    orderableFrom: '05:30',
    closedMessage: 'Die Filiale hat gerade geschlossen. Sie können für einen späteren Zeitpunkt vorbestellen.',
    isTakeawayEnabled: true,
    isDeliveryEnabled: true,
    isCashEnabled: true,
    isAtmCardEnabled: true,
    position: 1,
  },
  {
    id: 2,
    divisionId: 1,
    identifier: 'graz-herrengasse',
    identificationNumber: 'F-002',
    name: 'Morgenrot Graz Herrengasse',
    description: 'Bäckerei mit Kaffeehaus in der Altstadt: Frühstück am Tisch, Bestellung direkt vom Platz.',
    street: 'Herrengasse 12',
    zipCode: '8010',
    city: 'Graz',
    country: 'AT',
    phone: '+43 316 81 22 33',
    email: 'graz@baeckerei-morgenrot.at',
    longitude: '15.4386',
    latitude: '47.0707',
    keywords: 'Innere Stadt Hauptplatz Café Frühstück',
    images: headerImages(2),
    logo: json(logo),
    isPublic: true,
    isEnabled: true,
    timeZone: 'Europe/Vienna',
    openingHours: json([
      ...weekdays('06:30', '18:30'),
      day('saturday', '07:00', '17:00'),
      day('sunday', '08:00', '12:00'),
      ...holidays,
    ]),
    isTakeawayEnabled: true,
    isDineInEnabled: true,
    isTableSelectionEnabled: true,
    isDineInEmailRequired: false,
    isDineInPhoneRequired: false,
    isCashEnabled: true,
    isAtmCardEnabled: true,
    isOnlinePaymentEnabled: true,
    position: 2,
  },
  {
    id: 3,
    divisionId: 1,
    identifier: 'linz-landstrasse',
    identificationNumber: 'F-003',
    name: 'Morgenrot Linz Landstraße',
    description: 'Vorbestellen und frisch abholen: Torten, Partybrote und Gebäck für Ihre Feier.',
    street: 'Landstraße 45',
    zipCode: '4020',
    city: 'Linz',
    country: 'AT',
    phone: '+43 732 77 88 99',
    email: 'linz@baeckerei-morgenrot.at',
    longitude: '14.2903',
    latitude: '48.3019',
    keywords: 'Landstraße Taubenmarkt Vorbestellung Partyservice',
    images: headerImages(3),
    logo: json(logo),
    isPublic: true,
    isEnabled: true,
    timeZone: 'Europe/Vienna',
    openingHours: json([
      ...weekdays('06:00', '18:00'),
      day('saturday', '06:30', '12:30'),
      closedDay('sunday'),
      ...holidays,
      // Betriebsurlaub.
      closedOn('2026-08-10'),
      closedOn('2026-08-11'),
    ]),
    orderableFrom: '06:00',
    isTakeawayEnabled: true,
    isPreorderEnabled: true,
    isCashEnabled: true,
    position: 3,
  },
  {
    id: 4,
    divisionId: 1,
    identifier: 'salzburg-getreidegasse',
    identificationNumber: 'F-004',
    name: 'Morgenrot Salzburg Getreidegasse',
    description: 'Eröffnung in Vorbereitung.',
    street: 'Getreidegasse 21',
    zipCode: '5020',
    city: 'Salzburg',
    country: 'AT',
    phone: '+43 662 84 00 11',
    email: 'salzburg@baeckerei-morgenrot.at',
    longitude: '13.0435',
    latitude: '47.8001',
    keywords: 'Altstadt Getreidegasse',
    images: headerImages(4),
    logo: json(logo),
    isPublic: false,
    isEnabled: true,
    timeZone: 'Europe/Vienna',
    openingHours: json([
      ...weekdays('06:30', '18:30'),
      day('saturday', '07:00', '13:00'),
      closedDay('sunday'),
      ...holidays,
    ]),
    isTakeawayEnabled: true,
    isDineInEnabled: true,
    isCashEnabled: true,
    position: 4,
  },
];

export const demoDeliveryAreas: Insertable<DeliveryAreasTable>[] = [
  {
    id: 1,
    branchId: 1,
    area: '1070 Wien-Neubau',
    price: '0.00',
    tax: '10.00',
    isFree: true,
    freeFromOrderValue: null,
    minimumOrderValue: null,
    position: 1,
  },
  {
    id: 2,
    branchId: 1,
    area: '1060 Wien-Mariahilf',
    price: '2.90',
    tax: '10.00',
    isFree: false,
    freeFromOrderValue: '30.00',
    minimumOrderValue: '15.00',
    position: 2,
  },
  {
    id: 3,
    branchId: 1,
    area: '1080 Wien-Josefstadt',
    price: '3.90',
    tax: '10.00',
    isFree: false,
    freeFromOrderValue: '40.00',
    minimumOrderValue: '20.00',
    position: 3,
  },
  {
    id: 4,
    branchId: 1,
    area: '1150 Wien-Rudolfsheim-Fünfhaus',
    price: '4.90',
    tax: '10.00',
    isFree: false,
    freeFromOrderValue: '50.00',
    minimumOrderValue: '25.00',
    position: 4,
  },
];

export const demoTags: Insertable<TagsTable>[] = [
  { id: 1, name: 'Bio', image: null, position: 1 },
  { id: 2, name: 'Vegan', image: null, position: 2 },
  { id: 3, name: 'Café', image: null, position: 3 },
  { id: 4, name: 'Lieferservice', image: null, position: 4 },
  { id: 5, name: 'Barrierefrei', image: null, position: 5 },
  { id: 6, name: 'Partyservice', image: null, position: 6 },
];

export const demoBranchTags: Insertable<BranchTagsTable>[] = [
  { branchId: 1, tagId: 1 },
  { branchId: 1, tagId: 4 },
  { branchId: 1, tagId: 5 },
  { branchId: 2, tagId: 2 },
  { branchId: 2, tagId: 3 },
  { branchId: 2, tagId: 5 },
  { branchId: 3, tagId: 1 },
  { branchId: 3, tagId: 6 },
  { branchId: 4, tagId: 3 },
];

/** Graz Herrengasse: ten tables in the café, numbered 1–10; the window seats are the small ones. */
export const demoTables: Insertable<TablesTable>[] = Array.from({ length: 10 }, (_, index) => {
  const number = index + 1;
  return {
    id: number,
    branchId: 2,
    identifier: String(number),
    name: number <= 3 ? `Fenster ${number}` : `Tisch ${number}`,
    seats: number <= 3 ? 2 : number <= 8 ? 4 : 6,
    isEnabled: true,
  };
});
