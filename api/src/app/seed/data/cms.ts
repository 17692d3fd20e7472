import type { Insertable } from 'kysely';
import type {
  BlocksTable,
  NavigationItemDocument,
  NavigationsTable,
  NodesTable,
  SitesTable,
} from '../../../db/schema.js';

/** A row whose jsonb document is given as a value; seed.ts serialises it with `json()`. */
type WithDocument<T, K extends keyof T, D> = Omit<Insertable<T>, K> & { [P in K]: D };

/** Seeded images (see seed.ts): products keep their id, categories 100 + id, branch headers 200 + id, logo 300. */
const img = (id: number, alt: string) => ({ id, version: 1, extension: 'jpg', alt });

/** The offers PDF written by the seed (see demoUploads below). */
export const demoOfferFile = {
  id: 1,
  version: 1,
  extension: 'pdf',
  publicHash: 'morgenrot-partyservice-2026-angebot',
  mimeType: 'application/pdf',
  name: 'Partyservice-Angebot 2026.pdf',
};

export const demoUploads = [
  {
    ...demoOfferFile,
    originalName: demoOfferFile.name,
    title: 'Partyservice-Angebot 2026',
    lines: [
      'Bäckerei Morgenrot – Partyservice 2026',
      'Partybrezel (1 m, 30 Portionen) ab 39,00 €',
      'Partyplatte Jause (10 Personen) ab 54,00 €',
      'Geschenkkorb „Morgenrot“ ab 45,00 €',
      'Bestellung bis 3 Werktage vorher: office@baeckerei-morgenrot.at',
    ],
  },
];

/**
 * The demo CMS pages (issue 14): one page per site type and every section type of spec §2, so the storefront can
 * render and test each of them. The content shape is packages/domain/src/cms/sections.ts; seed.test.ts checks every
 * page against it. 'startseite' is the custom_home page (the shop's own home page stays at /).
 */
export const demoSites: WithDocument<SitesTable, 'content', Record<string, unknown>>[] = [
  {
    id: 1,
    path: 'ueber-uns',
    type: 'custom_site',
    name: 'Über uns',
    title: 'Über uns',
    description: 'Die Geschichte der Bäckerei Morgenrot: Familienbäckerei in vierter Generation, seit 1927 in Wien.',
    content: {
      sections: [
        {
          type: 'heroSite',
          variant: 'a',
          title: 'Brot mit Zeit – seit 1927',
          text: '<p>Familienbäckerei in vierter Generation, mit Filialen in Wien, Graz und Linz.</p>',
          image: img(201, 'Die Filiale in der Mariahilfer Straße am frühen Morgen'),
        },
        {
          type: 'text',
          variant: 'default',
          anchor: 'geschichte',
          title: 'Unsere Geschichte',
          text: [
            '<p>Was 1927 als kleine Backstube in Mariahilf begann, ist heute eine Familienbäckerei in vierter Generation.</p>',
            '<p>Wir backen mit <strong>Natursauerteig</strong>, Getreide aus Niederösterreich und der Steiermark und lassen unseren Teigen Zeit – oft bis zu 24 Stunden. Mehr dazu lesen Sie in <a href="/geschichte">unserer Chronik</a>.</p>',
          ].join(''),
        },
        {
          type: 'categories',
          title: 'Was wir backen',
          items: [
            {
              title: 'Brot',
              text: '<p>Natursauerteig, lange Teigführung, im Steinofen gebacken.</p>',
              image: img(101, 'Brotlaibe im Regal'),
              link: { url: '/store/wien-mariahilf' },
            },
            {
              title: 'Gebäck',
              text: '<p>Semmeln, Weckerl und Kipferl – jeden Morgen ofenfrisch.</p>',
              image: img(102, 'Kaisersemmeln und Weckerl'),
              link: { url: '/store/wien-mariahilf' },
            },
            {
              title: 'Torten & Kuchen',
              text: '<p>Klassiker der österreichischen Mehlspeisküche, auch auf Bestellung.</p>',
              image: img(104, 'Sachertorte'),
              link: { url: '/kontakt?anliegen=sonstiges', label: 'Torte anfragen' },
            },
          ],
        },
        {
          type: 'parallax',
          title: 'Jeden Morgen ab 5:30 Uhr',
          text: '<p>Wenn Wien noch schläft, ziehen wir die ersten Laibe aus dem Ofen.</p>',
          image: img(1, 'Morgenrot-Bauernbrot frisch aus dem Ofen'),
        },
        {
          type: 'text',
          variant: 'a',
          title: 'Handwerk statt Backmischung',
          text: '<p>Jeder Teig wird bei uns von Hand angesetzt. Wir verzichten auf Fertigmischungen und Zusatzstoffe.</p>',
        },
        {
          type: 'text',
          variant: 'b',
          title: 'Regional und saisonal',
          text: '<ul><li>Mehl aus Mühlen im Umkreis von 150 km</li><li>Milch und Butter aus dem Mostviertel</li><li>Obst aus der Steiermark</li></ul>',
        },
        {
          type: 'partner',
          title: 'Unsere Partner',
          items: [
            {
              title: 'Mühle Hofer, Melk',
              image: img(103, 'Logo der Mühle Hofer'),
              link: { url: 'https://www.example.at/muehle-hofer' },
            },
            { title: 'Biohof Lindner, Mostviertel', image: img(106, 'Logo des Biohofs Lindner') },
            { title: 'Obstbau Reiter, Steiermark', image: img(108, 'Logo des Obstbaus Reiter') },
          ],
        },
        {
          type: 'vacancies',
          title: 'Wir suchen Verstärkung',
          items: [
            {
              title: 'Bäcker:in (Vollzeit), Wien',
              text: '<p>Nachtarbeit mit Zulage, 38,5 Stunden.</p>',
              link: { url: '/jobs' },
            },
          ],
        },
        {
          type: 'contactForm',
          anchor: 'kontakt',
          title: 'Schreiben Sie uns',
          text: '<p>Fragen zu unserem Brot oder unserer Geschichte? Wir antworten gerne.</p>',
          thankYou: '<p>Danke für Ihre Nachricht! Wir melden uns innerhalb von zwei Werktagen.</p>',
        },
      ],
    },
    isPublic: true,
  },
  {
    id: 2,
    path: 'kontakt',
    type: 'custom_site',
    name: 'Kontakt',
    title: 'Kontakt & Partyservice',
    description: 'Fragen, Partyservice, Geschenkkörbe, Firmenessen und Bewerbungen – schreiben Sie uns.',
    content: {
      sections: [
        {
          type: 'heroSite',
          variant: 'a',
          title: 'Schreiben Sie uns',
          text: '<p>Partybrezel, Partyplatten, Geschenkkörbe oder Firmenessen – wir beraten Sie gerne.</p>',
        },
        {
          type: 'text',
          variant: 'default',
          title: 'So erreichen Sie uns',
          text: [
            '<p><strong>Bäckerei Morgenrot GmbH</strong><br />Mariahilfer Straße 88, 1070 Wien</p>',
            '<p>Telefon: <a href="tel:+4315234567">+43 1 523 45 67</a><br />E-Mail: <a href="mailto:office@baeckerei-morgenrot.at">office@baeckerei-morgenrot.at</a></p>',
          ].join(''),
        },
        { type: 'contactForm', anchor: 'formular' },
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
    description: 'Offene Stellen in Backstube und Verkauf in Wien, Graz und Linz.',
    content: {
      sections: [
        {
          type: 'heroSite',
          variant: 'b',
          title: 'Arbeiten bei Morgenrot',
          text: '<p>Backen Sie mit uns – in der Backstube, im Verkauf oder als Lehrling.</p>',
          image: img(202, 'Das Team der Filiale Graz'),
        },
        {
          type: 'vacancies',
          title: 'Offene Stellen',
          items: [
            {
              title: 'Bäcker:in (Vollzeit), Wien',
              text: '<p>Nachtarbeit mit Zulage, 38,5 Stunden, Entlohnung nach KV, Überzahlung je nach Erfahrung.</p>',
              link: { url: '/jobs?anliegen=jobs#bewerbung' },
            },
            {
              title: 'Verkäufer:in (Teilzeit), Graz',
              text: '<p>20–25 Stunden, Frühdienst ab 6 Uhr.</p>',
              link: { url: '/jobs?anliegen=jobs#bewerbung' },
            },
            {
              title: 'Lehrling Bäcker:in, Linz',
              text: '<p>Start im September, Lehrlingsentschädigung laut KV.</p>',
              link: { url: '/jobs?anliegen=jobs#bewerbung', label: 'Jetzt bewerben' },
            },
          ],
        },
        {
          type: 'contactForm',
          anchor: 'bewerbung',
          title: 'Ihre Bewerbung',
          text: '<p>Bitte wählen Sie als Anliegen „Jobs“ und hängen Sie Lebenslauf und Zeugnisse an.</p>',
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
  {
    id: 5,
    path: 'startseite',
    type: 'custom_home',
    name: 'Startseite',
    title: 'Bäckerei Morgenrot – Brot mit Zeit',
    description:
      'Natursauerteig, regionales Getreide und viel Geduld: unser Brot, unser Partyservice, unsere Filialen.',
    content: {
      sections: [
        {
          type: 'hero',
          title: 'Brot mit Zeit',
          text: '<p>Seit 1927 backen wir mit Natursauerteig und regionalem Getreide.</p>',
          image: img(1, 'Morgenrot-Bauernbrot auf dem Holzbrett'),
        },
        {
          type: 'threeColumns',
          title: 'Warum Morgenrot',
          items: [
            {
              title: 'Natursauerteig',
              text: '<p>Bis zu 24 Stunden Teigruhe für Geschmack und Bekömmlichkeit.</p>',
              image: img(2, 'Roggenvollkornbrot'),
            },
            {
              title: 'Regional',
              text: '<p>Getreide aus Niederösterreich und der Steiermark.</p>',
              image: img(3, 'Dinkelkrustenbrot'),
            },
            {
              title: 'Frisch',
              text: '<p>Online bis 18 Uhr bestellen, am nächsten Morgen ab 6 Uhr abholen.</p>',
              image: img(8, 'Kaisersemmel'),
              link: { url: '/store/wien-mariahilf', label: 'Jetzt bestellen' },
            },
          ],
        },
        {
          type: 'slider',
          title: 'Aus unserer Backstube',
          seconds: 5,
          items: [
            { title: 'Sachertorte', image: img(22, 'Sachertorte'), link: { url: '/shop?item=22' } },
            { title: 'Apfelstrudel', image: img(18, 'Apfelstrudel'), link: { url: '/shop?item=18' } },
            { title: 'Laugenbrezel', image: img(10, 'Laugenbrezel'), link: { url: '/shop?item=10' } },
            { title: 'Buttercroissant', image: img(14, 'Buttercroissant'), link: { url: '/shop?item=14' } },
          ],
        },
        {
          type: 'parallax',
          title: 'Jeden Morgen ab 5:30 Uhr',
          text: '<p>Wenn Wien noch schläft, ziehen wir die ersten Laibe aus dem Ofen.</p>',
          image: img(4, 'Hausbrot vom Laib'),
        },
        {
          type: 'teaser',
          title: 'Partyservice',
          text: '<p>Partybrezel, Partyplatten und Geschenkkörbe für Ihre Feier – ab 10 Personen.</p>',
          image: img(10, 'Partybrezel mit Laugengebäck'),
          link: { url: '/kontakt?anliegen=partybrezel', label: 'Partyservice anfragen' },
        },
        {
          type: 'offers',
          title: 'Aktuelle Angebote',
          text: '<p>Unser Partyservice-Angebot zum Herunterladen.</p>',
          items: [{ title: 'Partyservice-Angebot 2026', text: '<p>PDF, 1 Seite</p>', file: demoOfferFile }],
        },
        {
          type: 'iframe',
          title: 'Virtueller Rundgang durch die Backstube',
          url: 'https://my.matterport.com/show/?m=morgenrotDemo',
        },
        {
          type: 'links',
          title: 'Gut zu wissen',
          items: [
            { title: 'Allergeninformation', link: { url: '/site/allergens', label: 'Allergene' } },
            { title: 'Offene Stellen', link: { url: '/jobs', label: 'Jobs' } },
            {
              title: 'Innung der Lebensmittelgewerbe',
              link: { url: 'https://www.wko.at/oe/gewerbe-handwerk/lebensmittelgewerbe/start', label: 'WKO' },
            },
          ],
        },
        {
          type: 'shopTeaser',
          title: 'Online vorbestellen',
          text: '<p>Unsere Klassiker – heute bestellen, morgen abholen.</p>',
          link: { url: '/shop' },
          productIds: [1, 8, 10, 14, 18, 22],
        },
      ],
    },
    isPublic: true,
  },
  {
    id: 6,
    path: 'geschichte',
    type: 'default',
    name: 'Unsere Geschichte',
    title: 'Unsere Geschichte',
    description: 'Von der Backstube in Mariahilf 1927 zur Familienbäckerei mit drei Standorten.',
    content: {
      body: [
        '<h1>Unsere Geschichte</h1>',
        '<h2>1927 – die erste Backstube</h2>',
        '<p>Josef Morgenrot eröffnet in der Mariahilfer Straße eine Backstube mit einem Holzofen.</p>',
        '<h2>1968 – der Steinofen</h2>',
        '<p>Die zweite Generation baut den Steinofen, in dem bis heute unser Bauernbrot gebacken wird.</p>',
        '<h2>2004 und 2015 – Graz und Linz</h2>',
        '<p>Filialen in der Grazer Herrengasse und auf der Linzer Landstraße kommen dazu.</p>',
        '<blockquote>„Gutes Brot braucht Zeit – und die nehmen wir uns.“</blockquote>',
        '<p>Mehr über uns auf der Seite <a href="/ueber-uns">Über uns</a>.</p>',
      ].join(''),
    },
    isPublic: true,
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
      {
        type: 'site',
        target: 'ueber-uns',
        label: 'Über uns',
        isEnabled: true,
        children: [{ type: 'site', target: 'geschichte', label: 'Unsere Geschichte', isEnabled: true, children: [] }],
      },
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
      { type: 'site', target: 'ueber-uns', label: 'Über uns', isEnabled: true, children: [] },
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
