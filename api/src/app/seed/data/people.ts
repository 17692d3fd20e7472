import type { Insertable } from 'kysely';
import type { DonateesTable } from '../../../db/schema.js';

/** A demo staff account; the seed hashes `password` with argon2id. Demo only: change before real use. */
export interface DemoUser {
  id: number;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  branchIds: number[];
}

export const demoUsers: DemoUser[] = [
  {
    id: 1,
    username: 'admin',
    password: 'demo-admin',
    firstName: 'Anna',
    lastName: 'Morgenrot',
    email: 'admin@baeckerei-morgenrot.at',
    roles: ['ROLE_ADMIN'],
    branchIds: [],
  },
  {
    id: 2,
    username: 'filiale',
    password: 'demo-filiale',
    firstName: 'Lukas',
    lastName: 'Gruber',
    email: 'wien@baeckerei-morgenrot.at',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [1],
  },
];

/** Charities a customer may round up for (fictional names). */
export const demoDonatees: Insertable<DonateesTable>[] = [
  {
    id: 1,
    name: 'Brot für Nachbarn Wien',
    description: 'Verteilt übrig gebliebenes Brot und Gebäck jeden Abend an Sozialmärkte und Notschlafstellen.',
    image: null,
    isEnabled: true,
    position: 1,
  },
  {
    id: 2,
    name: 'Kinderlachen Steiermark',
    description: 'Finanziert ein warmes Frühstück in Grazer Volksschulen.',
    image: null,
    isEnabled: true,
    position: 2,
  },
  {
    id: 3,
    name: 'Tafel Oberösterreich',
    description: 'Rettet Lebensmittel und gibt sie an armutsbetroffene Menschen weiter.',
    image: null,
    isEnabled: true,
    position: 3,
  },
];
