/** What a printed page consists of, independent of the printer language (ESC/POS, Star, ZPL, TSPL, HTML preview). */
export type Block =
  | { kind: 'text'; text: string; align?: 'left' | 'center' | 'right'; bold?: boolean; size?: 1 | 2 | 3 }
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'rule' }
  | { kind: 'qr'; value: string }
  | { kind: 'feed'; lines: number }
  | { kind: 'cut' };

export type PrintDocument = Block[];
