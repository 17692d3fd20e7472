/** A demo category; `color` paints its generated image and those of its products. */
export interface DemoCategory {
  id: number;
  name: string;
  description: string | null;
  color: string;
  isPublic?: boolean;
  isEnabled?: boolean;
}

/**
 * Category 7 (Kaffeehaus) is only on the Graz café menu; category 9 (Saisonales) is switched off outside the
 * season and hidden, so its products never reach a visitor.
 */
export const demoCategories: DemoCategory[] = [
  { id: 1, name: 'Brot', description: 'Natursauerteig, lange Teigführung, im Steinofen gebacken.', color: '#8b4513' },
  { id: 2, name: 'Gebäck', description: 'Semmeln, Weckerl und Kipferl – jeden Morgen ofenfrisch.', color: '#cd853f' },
  { id: 3, name: 'Süßes Gebäck', description: 'Plunder, Krapfen und Strudel aus der Feinbäckerei.', color: '#d2691e' },
  { id: 4, name: 'Torten & Kuchen', description: 'Klassiker der österreichischen Mehlspeisküche.', color: '#6b2d2d' },
  { id: 5, name: 'Jause & Snacks', description: 'Belegte Weckerl und Pikantes für unterwegs.', color: '#556b2f' },
  { id: 6, name: 'Frühstück', description: 'Aufstriche, Müsli und das Frühstückssackerl.', color: '#daa520' },
  { id: 7, name: 'Kaffeehaus', description: 'Kaffee und Schokolade, serviert an Ihrem Tisch.', color: '#4b3621' },
  { id: 8, name: 'Getränke', description: 'Säfte, Limonaden und Wasser.', color: '#2e8b57' },
  {
    id: 9,
    name: 'Saisonales',
    description: 'Oster- und Weihnachtsgebäck, nur in der Saison.',
    color: '#b22222',
    isPublic: false,
    isEnabled: false,
  },
];
