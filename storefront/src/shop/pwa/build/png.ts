import { crc32, deflateSync } from 'node:zlib';

/** An RGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes a square RGB image (8 bits per channel, no filter) as PNG; `pixel(x, y)` gives each colour. */
export function encodePng(size: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const row = 1 + size * 3;
  const raw = Buffer.alloc(row * size);
  for (let y = 0; y < size; y += 1) {
    raw[y * row] = 0;
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = pixel(x, y);
      const at = y * row + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function parseHexColour(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [
    Number.parseInt(match[1] ?? '0', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? '0', 16),
  ];
}

/**
 * The app icon: a white shopping bag on the theme colour, filling the square (safe for maskable icons: the bag stays
 * inside the central 60 %).
 */
export function appIcon(size: number, background: Rgb, foreground: Rgb = [255, 255, 255]): Buffer {
  return encodePng(size, (px, py) => {
    const x = (px + 0.5) / size;
    const y = (py + 0.5) / size;
    const inBody = x >= 0.3 && x <= 0.7 && y >= 0.4 && y <= 0.74;
    const distance = Math.hypot(x - 0.5, y - 0.4);
    const inHandle = y <= 0.4 && distance >= 0.09 && distance <= 0.125;
    return inBody || inHandle ? foreground : background;
  });
}
