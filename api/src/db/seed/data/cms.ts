import type { Insertable } from 'kysely';
import type { BlocksTable, NavigationItemDocument, NavigationsTable, NodesTable, SitesTable } from '../../schema.js';

/** A row whose jsonb document is given as a value; seed.ts serialises it with `json()`. */
type WithDocument<T, K extends keyof T, D> = Omit<Insertable<T>, K> & { [P in K]: D };

export const demoSites: WithDocument<SitesTable, 'content', Record<string, unknown>>[] = [
  {
    id: 1,
    path: 'ueber-uns',
    type: 'default',
    name: 'Über uns',
    title: 'Über uns',
    description: 'Die Geschichte der Bäckerei Morgenrot.',
    content: {
      body: [
        '<h1>Brot mit Zeit – seit 1927</h1>',
        '<p>Was 1927 als kleine Backstube in Mariahilf begann, ist heute eine Familienbäckerei in vierter Generation.</p>',
        '<p>Wir backen mit Natursauerteig, Getreide aus Niederösterreich und der Steiermark und lassen unseren Teigen Zeit – oft bis zu 24 Stunden.</p>',
      ].join(''),
    },
    isPublic: true,
  },
  {
    id: 2,
    path: 'kontakt',
    type: 'custom_site',
    name: 'Kontakt',
    title: 'Kontakt & Partyservice',
    description: 'Fragen, Partyservice und Bewerbungen.',
    content: {
      sections: [
        {
          type: 'heroSite',
          variant: 'a',
          title: 'Schreiben Sie uns',
          text: 'Partybrezel, Partyplatten, Geschenkkörbe oder Firmenessen – wir beraten Sie gerne.',
        },
        { type: 'contactForm' },
      ],
    },
    isPublic: true,
  },
  {
    id: 3,
    path: 'jobs',
    type: 'custom_site',
    name: 'Jobs',
    title: 'Arbeiten bei Morgenrot',
    description: 'Offene Stellen in Backstube und Verkauf.',
    content: {
      sections: [
        {
          type: 'vacancies',
          items: [
            { title: 'Bäcker:in (Vollzeit), Wien', link: '/kontakt?anliegen=jobs' },
            { title: 'Verkäufer:in (Teilzeit), Graz', link: '/kontakt?anliegen=jobs' },
            { title: 'Lehrling Bäcker:in, Linz', link: '/kontakt?anliegen=jobs' },
          ],
        },
      ],
    },
    isPublic: true,
  },
  {
    id: 4,
    path: 'weihnachten-2026',
    type: 'default',
    name: 'Weihnachten 2026',
    title: 'Weihnachtsbäckerei',
    description: 'Entwurf: Kekse und Stollen zur Weihnachtszeit.',
    content: { body: '<h1>Weihnachtsbäckerei</h1><p>Ab 1. Dezember in allen Filialen.</p>' },
    isPublic: false,
  },
];

export const demoNavigations: WithDocument<NavigationsTable, 'items', NavigationItemDocument[]>[] = [
  {
    id: 1,
    identifier: 'main-navigation',
    name: 'Hauptnavigation',
    items: [
      { type: 'home', target: null, label: 'Start', isEnabled: true, children: [] },
      {
        type: 'branch',
        target: 'wien-mariahilf',
        label: 'Online bestellen',
        suffix: null,
        isEnabled: true,
        children: [
          { type: 'branch', target: 'wien-mariahilf', label: 'Wien Mariahilf', isEnabled: true, children: [] },
          { type: 'branch', target: 'graz-herrengasse', label: 'Graz Herrengasse', isEnabled: true, children: [] },
          { type: 'branch', target: 'linz-landstrasse', label: 'Linz Landstraße', isEnabled: true, children: [] },
        ],
      },
      { type: 'site', target: 'ueber-uns', label: 'Über uns', isEnabled: true, children: [] },
      { type: 'site', target: 'jobs', label: 'Jobs', isEnabled: true, children: [] },
      { type: 'site', target: 'kontakt', label: 'Kontakt', isEnabled: true, children: [] },
      { type: 'site', target: 'weihnachten-2026', label: 'Weihnachten', isEnabled: false, children: [] },
    ],
  },
  {
    id: 2,
    identifier: 'footer-navigation',
    name: 'Fußzeile',
    items: [
      { type: 'site', target: 'kontakt', label: 'Kontakt', isEnabled: true, children: [] },
      { type: 'site', target: 'jobs', label: 'Karriere', isEnabled: true, children: [] },
      {
        type: 'link',
        target: 'https://www.wko.at/oe/gewerbe-handwerk/lebensmittelgewerbe/start',
        label: 'Innung der Lebensmittelgewerbe',
        isEnabled: true,
        children: [],
      },
    ],
  },
];

export const demoBlocks: WithDocument<BlocksTable, 'content', Record<string, unknown>>[] = [
  {
    id: 1,
    identifier: 'shop-notice',
    name: 'Hinweis im Shop',
    type: 'default',
    content: {
      body: '<p>Bestellungen bis 18 Uhr holen Sie am nächsten Morgen ab 6 Uhr frisch ab.</p>',
    },
  },
  {
    id: 2,
    identifier: 'footer-text',
    name: 'Fußzeilentext',
    type: 'default',
    content: { body: '<p>Familienbäckerei seit 1927 – Brot mit Zeit.</p>' },
  },
];

export const demoNodes: WithDocument<NodesTable, 'content', Record<string, unknown>>[] = [
  {
    id: 1,
    identifier: 'home-teaser',
    name: 'Startseiten-Teaser',
    type: 'default',
    content: {
      title: 'Frisch aus dem Steinofen',
      text: 'Jeden Morgen ab 5:30 Uhr vorbestellen, ab 6 Uhr abholen.',
      link: '/store/wien-mariahilf',
    },
  },
];
