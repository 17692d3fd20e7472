import { describe, expect, it } from 'vitest';
import { TcpPrinter } from '../src/core/printer/tcp-printer.js';
import { encodeTspl, encodeZpl, orderItemLabels, productLabel } from '../src/core/receipt/labels.js';
import { FakePrinter } from '../src/core/testing/fake-printer.js';
import { decodeTspl, decodeZpl } from '../src/core/testing/label-decoder.js';
import { sampleOrder } from './fixtures.js';

const format = { widthMm: 58, heightMm: 40 };

describe('labels (ZPL and TSPL)', () => {
  it('one item label per order item with ticket, item, options and customer, in ZPL', () => {
    const labels = decodeZpl(encodeZpl(orderItemLabels(sampleOrder()), format));
    expect(labels).toEqual([
      ['#12  1/2', '2 Stk. Kaisersemmel', 'Anna Huber'],
      ['#12  2/2', '1,5 kg Brötchen süß', 'Große Größe', 'Nüsse, Mohn', 'Anna Huber'],
    ]);
  });

  it('the same labels in TSPL, quotes escaped; UTF-8 keeps ä ö ü ß €', () => {
    const bytes = encodeTspl(
      [productLabel({ name: 'Mohnflesserl "groß"', price: '1.20', detail: 'Allergene: A, G' })],
      format,
    );
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('SIZE 58 mm,40 mm');
    expect(text).toContain('CODEPAGE UTF-8');
    expect(decodeTspl(bytes)).toEqual([['Mohnflesserl "groß"', '1,20 €', 'Allergene: A, G']]);
  });

  it('ZPL field data cannot break out of its field', () => {
    const labels = decodeZpl(encodeZpl([{ lines: ['a^XZ^XA~JR'] }], format));
    expect(labels).toEqual([['a XZ XA JR']]);
  });

  it('labels go to a label printer over TCP 9100; the fake printer reads ZPL and TSPL back', async () => {
    const printer = new FakePrinter();
    await printer.up();
    try {
      const driver = new TcpPrinter({ host: '127.0.0.1', port: printer.port, askPaper: false });
      await driver.send(encodeZpl(orderItemLabels(sampleOrder()), format));
      await driver.send(encodeTspl(orderItemLabels(sampleOrder()), format));
      const [zpl, tspl] = await printer.waitFor(2);
      expect(zpl?.labels).toHaveLength(2);
      expect(zpl?.labels[1]).toContain('1,5 kg Brötchen süß');
      expect(tspl?.labels).toEqual(zpl?.labels);
    } finally {
      await printer.down();
    }
  });
});
