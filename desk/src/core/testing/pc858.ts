/**
 * Code page 858 (PC858: CP850 with '€' at 0xD5), bytes 0x80-0xFF, written out by hand so the fake printer decodes
 * independently of the encoder's tables.
 */
const upperHalf = [
  'ÇüéâäàåçêëèïîìÄÅ',
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ',
  'áíóúñÑªº¿®¬½¼¡«»',
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐',
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤',
  'ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀',
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´',
  '\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0',
].join('');

export function decodePc858(byte: number): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  return upperHalf[byte - 0x80] ?? '?';
}
