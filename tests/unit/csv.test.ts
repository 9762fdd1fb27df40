import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvFilename, csvRow, neutraliseFormula, toCsv } from '../../src/lib/csv.ts';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Jane Smith')).toBe('Jane Smith');
    expect(csvField('£120/month')).toBe('£120/month');
  });

  it('quotes fields holding a comma, quote, CR or LF and doubles quotes', () => {
    expect(csvField('Acme, Ltd')).toBe('"Acme, Ltd"');
    expect(csvField('The "best" shop')).toBe('"The ""best"" shop"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('writes empty, numeric and boolean values', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
    expect(csvField(120)).toBe('120');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });
});

describe('formula injection', () => {
  it.each(['=1+1', '+44 161 496 0123', '-2+3', '@SUM(A1:A2)', '\tcmd', '\rcmd'])(
    'neutralises %j with a leading apostrophe',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
      expect(csvField(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    },
  );

  it('neutralises the classic payloads and still quotes them', () => {
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvField("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
  });

  it('leaves text that merely contains those characters later', () => {
    expect(neutraliseFormula('a=b')).toBe('a=b');
    expect(neutraliseFormula('jane@example.co.uk')).toBe('jane@example.co.uk');
    expect(neutraliseFormula(' =1')).toBe(' =1');
  });
});

describe('documents', () => {
  it('joins a row with commas', () => {
    expect(csvRow(['a', 'b,c', 3, null])).toBe('a,"b,c",3,');
  });

  it('starts with a BOM and ends every record with CRLF', () => {
    const doc = toCsv(
      ['Name', 'Cost'],
      [
        ['Jane', 120],
        ['=Bob', 5],
      ],
    );
    expect(doc.startsWith(CSV_BOM)).toBe(true);
    expect(doc).toBe(`${CSV_BOM}Name,Cost\r\nJane,120\r\n'=Bob,5\r\n`);
    expect(toCsv(['x'], [], { bom: false })).toBe('x\r\n');
  });

  it('names the file with the UK date', () => {
    expect(csvFilename('enquiries', new Date('2025-07-01T23:30:00Z'))).toBe('enquiries-2025-07-02.csv'); // BST
    expect(csvFilename('enquiries', new Date('2025-03-14T12:00:00Z'))).toBe('enquiries-2025-03-14.csv');
  });
});
