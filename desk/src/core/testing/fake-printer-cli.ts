import { FakePrinter } from './fake-printer.js';

/** `tsx desk/src/core/testing/fake-printer-cli.ts [PORT]`: a fake network printer that logs what it prints. */
const printer = new FakePrinter();
printer.port = Number(process.argv[2] ?? 9100);
await printer.up();
console.log(`fake printer on ${printer.address}`);
let seen = 0;
setInterval(() => {
  for (const printout of printer.printouts.slice(seen)) {
    console.log(`---- printout ${seen + 1} (${printout.bytes.length} bytes, cuts ${printout.receipt.cuts}) ----`);
    console.log(printout.receipt.text);
    for (const qr of printout.receipt.qrCodes) console.log(`[QR ${qr}]`);
  }
  seen = printer.printouts.length;
}, 200);
