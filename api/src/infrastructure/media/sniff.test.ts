import { describe, expect, it } from 'vitest';
import { detectFileType } from './sniff.js';
import { oleFile, solidImage, zipArchive } from './test-fixtures.js';

const ext = (bytes: Buffer, preferCsv = false) => detectFileType(bytes, { preferCsv })?.extension ?? null;

describe('detectFileType', () => {
  it('recognises raster images by their magic bytes', async () => {
    expect(ext(await solidImage(4, 4, 'png'))).toBe('png');
    expect(ext(await solidImage(4, 4, 'jpeg'))).toBe('jpg');
    expect(ext(await solidImage(4, 4, 'gif'))).toBe('gif');
    expect(ext(await solidImage(4, 4, 'webp'))).toBe('webp');
    expect(detectFileType(await solidImage(4, 4, 'png'))?.mimeType).toBe('image/png');
  });

  it('recognises pdf, video containers and mpeg', () => {
    expect(ext(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\0\0\x02\0isomiso2mp41')]);
    expect(ext(mp4)).toBe('mp4');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(ext(heic)).toBeNull();
    const webm = Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
    ]);
    expect(ext(webm)).toBe('webm');
    const matroska = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88, ...Buffer.from('matroska')]);
    expect(ext(matroska)).toBeNull();
    expect(ext(Buffer.from([0x00, 0x00, 0x01, 0xba, 0x44, 0x00, 0x04]))).toBe('mpeg');
  });

  it('tells zip, docx, xlsx and pptx apart by their entries', () => {
    expect(ext(zipArchive({ 'a.txt': 'hello' }))).toBe('zip');
    expect(ext(zipArchive({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' }))).toBe('docx');
    expect(ext(zipArchive({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<x/>' }))).toBe('xlsx');
    expect(ext(zipArchive({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' }))).toBe('pptx');
    // A truncated archive (no central directory) is not accepted.
    expect(ext(zipArchive({ 'a.txt': 'hello' }).subarray(0, 40))).toBeNull();
  });

  it('tells doc, xls and ppt apart by their main stream, and refuses other OLE files', () => {
    expect(ext(oleFile('WordDocument'))).toBe('doc');
    expect(ext(oleFile('Workbook'))).toBe('xls');
    expect(ext(oleFile('PowerPoint Document'))).toBe('ppt');
    expect(ext(oleFile('__substg1.0_0037001F'))).toBeNull();
  });

  it('accepts UTF-8 text as txt (csv when asked) and SVG by its root element', () => {
    expect(ext(Buffer.from('Grüß Gott\nZeile 2\n'))).toBe('txt');
    expect(ext(Buffer.from('a;b\n1;2\n'), true)).toBe('csv');
    const svg = '<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>\n';
    expect(ext(Buffer.from(svg))).toBe('svg');
    expect(ext(Buffer.from('<html><svg></svg></html>'))).toBe('txt');
  });

  it('refuses binary junk, invalid UTF-8, empty and whitespace-only files', () => {
    expect(ext(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull(); // a Windows executable
    expect(ext(Buffer.from([0x61, 0xc3, 0x28]))).toBeNull();
    expect(ext(Buffer.alloc(0))).toBeNull();
    expect(ext(Buffer.from('  \n'))).toBeNull();
  });
});
