import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appIcon, parseHexColour } from './png';
import { backOfficeOnlyFiles, type ChunkLinks, precacheList, themeColour, workerSource } from './pwa-build-plugin';

describe('PWA build output (spec §7)', () => {
  it('precaches the shop assets but not the back-office, maps or other files', () => {
    expect(
      precacheList(
        [
          'index.html',
          'assets/index-abc.js',
          'assets/order-detail-page-123.js',
          'assets/index-def.css',
          'assets/open-sans-latin-400-normal-x.woff2',
          'assets/open-sans-latin-400-normal-x.woff',
          'assets/index-abc.js.map',
          'build/service-worker.js',
        ],
        new Set(['assets/order-detail-page-123.js']),
      ),
    ).toEqual(['/assets/index-abc.js', '/assets/index-def.css', '/assets/open-sans-latin-400-normal-x.woff2']);
  });

  it('tells the back-office chunks and styles by the bundle graph, not by their names', () => {
    const chunk = (fileName: string, links: Partial<ChunkLinks> = {}): ChunkLinks => ({
      fileName,
      isEntry: false,
      facadeModuleId: null,
      imports: [],
      dynamicImports: [],
      css: [],
      ...links,
    });
    const chunks = [
      chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/react.js'],
        dynamicImports: ['assets/checkout.js', 'assets/backend-app.js'],
        css: ['assets/index.css'],
      }),
      chunk('assets/react.js'),
      chunk('assets/checkout.js', { imports: ['assets/shared-form.js'], css: ['assets/checkout.css'] }),
      chunk('assets/shared-form.js'),
      chunk('assets/backend-app.js', {
        facadeModuleId: '/repo/storefront/src/backend/backend-app.tsx',
        imports: ['assets/react.js'],
        dynamicImports: ['assets/order-detail-page.js'],
      }),
      chunk('assets/order-detail-page.js', { imports: ['assets/shared-form.js'], css: ['assets/order-detail.css'] }),
    ];
    expect([...backOfficeOnlyFiles(chunks)].sort()).toEqual([
      'assets/backend-app.js',
      'assets/order-detail-page.js',
      'assets/order-detail.css',
    ]);
  });

  it('fills in the file list and a version that changes with the files', () => {
    const template = "const VERSION = '__PWA_VERSION__';\nconst PRECACHE = ['__PWA_PRECACHE__'];";
    const first = workerSource(template, ['/assets/a-1.js']);
    const second = workerSource(template, ['/assets/a-2.js']);
    expect(first).toMatch(/^const VERSION = "[0-9a-f]{12}";\nconst PRECACHE = \["\/assets\/a-1\.js"\];$/);
    expect(first.split('\n')[0]).not.toBe(second.split('\n')[0]);
  });

  it('reads the theme colour from theme.css', () => {
    expect(
      themeColour(':root {\n  --color-primary: #c62828;\n  --color-primary-hover: #a31f1f;\n}', '--color-primary'),
    ).toBe('#c62828');
    expect(() => themeColour(':root {}', '--color-primary')).toThrow('theme.css has no --color-primary colour');
  });

  it('draws a valid PNG icon in the theme colour, with the white bag in the middle', () => {
    const png = appIcon(192, parseHexColour('#c62828'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(192); // IHDR width
    expect(png.readUInt32BE(20)).toBe(192); // IHDR height
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    const pixel = (x: number, y: number) =>
      Array.from(raw.subarray(y * (1 + 192 * 3) + 1 + x * 3, y * (1 + 192 * 3) + 4 + x * 3));
    expect(pixel(2, 2)).toEqual([0xc6, 0x28, 0x28]);
    expect(pixel(96, 120)).toEqual([255, 255, 255]);
  });
});
