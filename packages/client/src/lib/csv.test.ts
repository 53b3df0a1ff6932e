import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(toCsv(['No.', '名称'], [['PI-1', '螺栓']])).toBe('\uFEFFNo.,名称\r\nPI-1,螺栓\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv(['a'], [['x, "y"\nz']])).toBe('\uFEFFa\r\n"x, ""y""\nz"\r\n');
  });

  it('keeps a typed formula as text, and numbers as numbers', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [['=HYPERLINK("x")', '@SUM(A1)', -12.5, '+1 555']])).toBe(
      '\uFEFFa,b,c,d\r\n"\'=HYPERLINK(""x"")",\'@SUM(A1),-12.5,\'+1 555\r\n',
    );
  });
});
