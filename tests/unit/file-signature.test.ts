import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTACHMENT_EXTENSIONS,
  ATTACHMENT_RULE,
  MAX_ATTACHMENT_BYTES,
  MAX_DOCX_UNCOMPRESSED_BYTES,
  checkAttachment,
  zipEntries,
  zipExpandsTooFar,
  extensionOf,
  sanitiseFilename,
} from '../../src/lib/file-signature.ts';

// ---- real minimal files -------------------------------------------------------------

const ascii = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

const PDF = ascii(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An OLE2 compound file header (what a Word 97-2003 .doc starts with), padded to one 512-byte sector. */
function ole2(): Uint8Array {
  const b = new Uint8Array(512);
  b.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  b.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff, 0x09, 0x00], 24); // minor/major version, byte order, sector shift
  return b;
}

/** A real ZIP archive of the given entries, deflated as Word does (or stored). */
function zip(
  entries: [name: string, content: string | Uint8Array][],
  { deflate = true, prefix = new Uint8Array(0) }: { deflate?: boolean; prefix?: Uint8Array } = {},
): Uint8Array {
  // `prefix` makes a self-extracting archive: bytes before the ZIP, with the offsets adjusted.
  const locals: Buffer[] = [Buffer.from(prefix)];
  const centrals: Buffer[] = [];
  let offset = prefix.length;
  for (const [name, content] of entries) {
    const raw = Buffer.from(typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
    const data = deflate ? deflateRawSync(raw) : raw;
    const method = deflate ? 8 : 0;
    const fname = Buffer.from(name, 'utf8');
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fname.length, 26);
    locals.push(local, fname, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fname.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fname);
    offset += local.length + fname.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, end]));
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCUMENT =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>Our project brief</w:t></w:r></w:p></w:body></w:document>';

const DOCX = zip([
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', RELS],
  ['word/document.xml', DOCUMENT],
]);

/** A real 1x1 PNG. */
function png(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
const PNG = png();

/** A real 1x1 greyscale JPEG (JFIF). */
const JPEG = new Uint8Array(
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  ),
);

const TXT = new Uint8Array(Buffer.from('Project brief\r\n\tCafé, naïve, £300 a month ☕ — 日本語\fpage two\n', 'utf8'));

/** The MZ header of a Windows executable. */
function exe(): Uint8Array {
  const b = new Uint8Array(256);
  b.set(ascii('MZ'));
  b.set([0x90, 0x00, 0x03, 0x00], 2);
  b.set(ascii('This program cannot be run in DOS mode.'), 78);
  b.set(ascii('PE\0\0'), 128);
  return b;
}

const refusedWith = (r: ReturnType<typeof checkAttachment>) => {
  expect(r.ok).toBe(false);
  return r.ok ? '' : r.message;
};

// ---- tests --------------------------------------------------------------------------

describe('checkAttachment accepts each allowed type by its real bytes', () => {
  it.each([
    ['brief.pdf', PDF, 'application/pdf'],
    ['brief.doc', ole2(), 'application/msword'],
    ['brief.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['notes.txt', TXT, 'text/plain; charset=utf-8'],
    ['sketch.png', PNG, 'image/png'],
    ['photo.jpg', JPEG, 'image/jpeg'],
    ['photo.jpeg', JPEG, 'image/jpeg'],
  ] as const)('%s', (name, bytes, contentType) => {
    const r = checkAttachment(name, bytes);
    expect(r).toEqual({ ok: true, extension: name.slice(name.lastIndexOf('.')), contentType });
  });

  it('takes the extension case-insensitively and ignores surrounding spaces', () => {
    expect(checkAttachment('BRIEF.PDF', PDF)).toMatchObject({ ok: true, extension: '.pdf' });
    expect(checkAttachment('Photo.JpEg', JPEG)).toMatchObject({ ok: true, extension: '.jpeg' });
    expect(checkAttachment(' brief.pdf ', PDF)).toMatchObject({ ok: true, extension: '.pdf' });
  });

  it('accepts UTF-8 text with a byte-order mark', () => {
    expect(checkAttachment('bom.txt', new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('hello')])).ok).toBe(true);
  });

  it('lists exactly the allowed extensions', () => {
    expect([...ALLOWED_ATTACHMENT_EXTENSIONS]).toEqual(['.pdf', '.doc', '.docx', '.txt', '.png', '.jpg', '.jpeg']);
  });
});

describe('checkAttachment refuses disguised and unsuitable files', () => {
  it('a Windows .exe renamed .pdf', () => {
    expect(refusedWith(checkAttachment('invoice.pdf', exe()))).toMatch(/do not match its \.pdf extension/);
  });

  it('a PNG named .docx', () => {
    expect(refusedWith(checkAttachment('brief.docx', PNG))).toMatch(/do not match its \.docx extension/);
  });

  it('a plain ZIP without word/ named .docx', () => {
    const plain = zip([
      ['readme.txt', 'hello'],
      ['setup.exe', exe()],
    ]);
    expect(refusedWith(checkAttachment('brief.docx', plain))).toMatch(/\.docx/);
    expect(checkAttachment('brief.docx', zip([['readme.txt', 'hello']], { deflate: false })).ok).toBe(false);
  });

  it('a stored (uncompressed) .docx is accepted as well', () => {
    expect(
      checkAttachment(
        'brief.docx',
        zip(
          [
            ['[Content_Types].xml', CONTENT_TYPES],
            ['word/document.xml', DOCUMENT],
          ],
          { deflate: false },
        ),
      ).ok,
    ).toBe(true);
  });

  it('a .docx (ZIP) named .doc, and a .doc (OLE2) named .docx', () => {
    expect(checkAttachment('brief.doc', DOCX).ok).toBe(false);
    expect(checkAttachment('brief.docx', ole2()).ok).toBe(false);
  });

  it('each image type under the other image extension', () => {
    expect(checkAttachment('a.png', JPEG).ok).toBe(false);
    expect(checkAttachment('a.jpg', PNG).ok).toBe(false);
    expect(checkAttachment('a.pdf', PNG).ok).toBe(false);
  });

  it('binary content in a .txt', () => {
    expect(refusedWith(checkAttachment('notes.txt', exe()))).toMatch(/\.txt/);
    expect(checkAttachment('notes.txt', PNG).ok).toBe(false);
    // valid UTF-8 but with a NUL / other control characters
    expect(checkAttachment('notes.txt', ascii('hello\0world')).ok).toBe(false);
    expect(checkAttachment('notes.txt', ascii('bell\x07')).ok).toBe(false);
    expect(checkAttachment('notes.txt', ascii('esc\x1b[31m')).ok).toBe(false);
    expect(checkAttachment('notes.txt', ascii('del\x7f')).ok).toBe(false);
  });

  it('invalid UTF-8 in a .txt', () => {
    expect(checkAttachment('notes.txt', new Uint8Array([0x68, 0x69, 0xc3, 0x28])).ok).toBe(false); // bad continuation
    expect(checkAttachment('notes.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9])).ok).toBe(false); // Latin-1 'café'
    expect(checkAttachment('notes.txt', new Uint8Array([0xff, 0xfe, 0x68, 0x00])).ok).toBe(false); // UTF-16LE
    expect(checkAttachment('notes.txt', new Uint8Array([0xe2, 0x82])).ok).toBe(false); // truncated sequence
  });

  it.each([
    'setup.exe',
    'page.html',
    'logo.svg',
    'brief.pdf.exe',
    'archive.zip',
    'script.js',
    'noextension',
    'brief.',
    'brief.pdf.',
  ])('the file name %j, whatever its bytes', (name) => {
    const msg = refusedWith(checkAttachment(name, PDF));
    expect(msg).toBe(`That file type is not accepted. ${ATTACHMENT_RULE}`);
  });

  it('a .svg or .html file even when it is plain text', () => {
    expect(checkAttachment('logo.svg', ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).ok).toBe(
      false,
    );
    expect(checkAttachment('x.html', ascii('<html><script>alert(1)</script></html>')).ok).toBe(false);
  });

  it('an empty file', () => {
    expect(refusedWith(checkAttachment('brief.pdf', new Uint8Array(0)))).toBe(`The file is empty. ${ATTACHMENT_RULE}`);
    expect(checkAttachment('notes.txt', new Uint8Array(0)).ok).toBe(false);
  });

  it('a file cut short before its signature ends', () => {
    expect(checkAttachment('a.pdf', ascii('%PD')).ok).toBe(false);
    expect(checkAttachment('a.png', PNG.subarray(0, 7)).ok).toBe(false);
    expect(checkAttachment('a.doc', ole2().subarray(0, 7)).ok).toBe(false);
  });
});

describe('the 10 MB limit', () => {
  const pdfOfSize = (n: number) => {
    const b = new Uint8Array(n);
    b.fill(0x20);
    b.set(PDF);
    return b;
  };

  it('is 10 MiB', () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(10 * 1024 * 1024);
  });

  it('accepts exactly 10 MB of valid PDF', () => {
    expect(checkAttachment('big.pdf', pdfOfSize(MAX_ATTACHMENT_BYTES))).toMatchObject({ ok: true });
  });

  it('refuses 10 MB + 1 byte', () => {
    expect(refusedWith(checkAttachment('big.pdf', pdfOfSize(MAX_ATTACHMENT_BYTES + 1)))).toBe(
      `The file is larger than 10 MB. ${ATTACHMENT_RULE}`,
    );
  });
});

describe('refusal messages', () => {
  it('name every allowed type and the size limit', () => {
    const messages = [
      refusedWith(checkAttachment('x.exe', PDF)),
      refusedWith(checkAttachment('x.pdf', new Uint8Array(0))),
      refusedWith(checkAttachment('x.pdf', exe())),
      refusedWith(checkAttachment('x.pdf', new Uint8Array(MAX_ATTACHMENT_BYTES + 1))),
    ];
    for (const m of messages) {
      for (const word of ['PDF', 'Word', '.doc', '.docx', '.txt', 'PNG', 'JPEG', '10 MB']) expect(m).toContain(word);
    }
    expect(new Set(messages).size).toBe(4);
  });
});

describe('extensionOf', () => {
  it('is the last extension, lower-cased', () => {
    expect(extensionOf('a.b.PDF')).toBe('.pdf');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('none')).toBe('');
    expect(extensionOf('dir.d/file')).toBe('');
  });
});

describe('sanitiseFilename', () => {
  it('keeps ordinary names unchanged', () => {
    expect(sanitiseFilename('Project brief (v2).pdf')).toBe('Project brief (v2).pdf');
    expect(sanitiseFilename('my_file-1.docx')).toBe('my_file-1.docx');
  });

  it('strips Unix and Windows paths', () => {
    expect(sanitiseFilename('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitiseFilename('C:\\Users\\Ada\\Desktop\\brief.pdf')).toBe('brief.pdf');
    expect(sanitiseFilename('..\\..\\windows\\system32\\evil.doc')).toBe('evil.doc');
    expect(sanitiseFilename('/abs/path/to/')).toBe('attachment');
  });

  it('replaces odd characters, so the name is safe in HTML and mail headers', () => {
    const s = sanitiseFilename('<script>alert("x")</script>.pdf');
    expect(s).not.toMatch(/[<>"/]/);
    expect(s.endsWith('.pdf')).toBe(true);
    expect(sanitiseFilename('a\r\nBcc: victim@example.com.pdf')).not.toMatch(/[\r\n:@]/);
    expect(sanitiseFilename('na\u0000me.pdf')).toBe('na_me.pdf');
    expect(sanitiseFilename('résumé.pdf')).toBe('r_sum_.pdf');
    expect(sanitiseFilename('brief;rm -rf *.pdf')).toBe('brief_rm -rf _.pdf');
    expect(sanitiseFilename('file\u202Efdp.exe')).not.toContain('\u202E'); // right-to-left override
  });

  it('normalises compatibility characters (NFKC) before cleaning', () => {
    expect(sanitiseFilename('\uFB01le.pdf')).toBe('file.pdf'); // 'ﬁ' ligature
    expect(sanitiseFilename('ｂｒｉｅｆ.pdf')).toBe('brief.pdf'); // full-width letters
  });

  it('drops leading dots (no hidden files or "..")', () => {
    expect(sanitiseFilename('.htaccess')).toBe('htaccess');
    expect(sanitiseFilename('...pdf')).toBe('pdf');
    expect(sanitiseFilename('..')).toBe('attachment');
  });

  it('falls back to "attachment" when nothing is left', () => {
    expect(sanitiseFilename('')).toBe('attachment');
    expect(sanitiseFilename('/')).toBe('attachment');
  });

  it('keeps at most 120 characters, keeping the extension', () => {
    const s = sanitiseFilename(`${'a'.repeat(300)}.docx`);
    expect(s).toHaveLength(120);
    expect(s.endsWith('.docx')).toBe(true);
  });
});

describe('the .docx check reads the ZIP directory', () => {
  // Regression: the check once looked for the text 'word/' in the first 4,096 bytes, so any
  // ZIP with a folder whose name merely ends in 'word' passed.
  it("refuses a plain ZIP whose only folder is 'password/' named .docx", () => {
    const z = zip([['password/setup.exe', exe()]]);
    expect(checkAttachment('brief.docx', z).ok).toBe(false);
  });

  it('refuses a ZIP that has word/document.xml but no [Content_Types].xml', () => {
    expect(checkAttachment('brief.docx', zip([['word/document.xml', DOCUMENT]])).ok).toBe(false);
  });

  it('refuses an Excel workbook (.xlsx) renamed .docx', () => {
    const xlsx = zip([
      ['[Content_Types].xml', CONTENT_TYPES.replace('/word/document.xml', '/xl/workbook.xml')],
      ['_rels/.rels', RELS.replace('word/document.xml', 'xl/workbook.xml')],
      ['xl/workbook.xml', '<workbook/>'],
    ]);
    expect(checkAttachment('brief.docx', xlsx).ok).toBe(false);
  });

  it('refuses a self-extracting executable (a Word ZIP appended to an .exe) named .docx', () => {
    const entries: [string, string][] = [
      ['[Content_Types].xml', CONTENT_TYPES],
      ['word/document.xml', DOCUMENT],
    ];
    const sfx = zip(entries, { prefix: exe() });
    expect(checkAttachment('brief.docx', sfx).ok).toBe(false);
    // the same archive without the executable in front is a valid .docx
    expect(checkAttachment('brief.docx', zip(entries)).ok).toBe(true);
  });

  it('refuses a .docx cut short (no ZIP directory)', () => {
    expect(checkAttachment('brief.docx', DOCX.subarray(0, Math.floor(DOCX.length / 2))).ok).toBe(false);
  });

  // Regression: only the first 4,096 bytes were searched, so a genuine OOXML document whose
  // word/ part came after a larger part (e.g. a thumbnail) was refused.
  it('accepts a genuine .docx whose word/ part starts after the first 4 KB', () => {
    // a thumbnail of incompressible bytes (as JPEG data is), deterministic
    const thumb = new Uint8Array(6000);
    let x = 12345;
    for (let i = 0; i < thumb.length; i++) thumb[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
    thumb.set([0xff, 0xd8, 0xff]);
    const doc = zip([
      ['[Content_Types].xml', CONTENT_TYPES],
      ['_rels/.rels', RELS],
      ['docProps/thumbnail.jpeg', thumb],
      ['word/document.xml', DOCUMENT],
    ]);
    expect(checkAttachment('brief.docx', doc).ok).toBe(true);
  });
});

/** Rewrites the uncompressed size that every central-directory entry declares. */
function declareUncompressed(zipBytes: Uint8Array, size: number): Uint8Array {
  const b = Buffer.from(zipBytes);
  for (
    let p = b.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    p >= 0;
    p = b.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), p + 4)
  )
    b.writeUInt32LE(size, p + 24);
  return new Uint8Array(b);
}

describe('a .docx that would expand too far (zip bomb)', () => {
  const DOC_PARTS: [string, string][] = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', RELS],
  ];

  it('refuses a real bomb: 2 × 51 MB of zeros deflated to a few hundred KB', () => {
    const zeros = new Uint8Array(51 * 1024 * 1024);
    const bomb = zip([...DOC_PARTS, ['word/document.xml', DOCUMENT], ['word/media/a.bin', zeros], ['word/media/b.bin', zeros]]);
    expect(bomb.byteLength).toBeLessThan(MAX_ATTACHMENT_BYTES);
    expect(refusedWith(checkAttachment('brief.docx', bomb))).toMatch(/expand to more than 100 MB/);
    // Deflating 100 MB is real CPU work: npm test runs other steps beside this one.
  }, 30_000);

  it('refuses a directory that declares one part of 4 GB or more (ZIP64) or past the bound', () => {
    expect(checkAttachment('brief.docx', declareUncompressed(DOCX, 0xffffffff)).ok).toBe(false);
    expect(checkAttachment('brief.docx', declareUncompressed(DOCX, MAX_DOCX_UNCOMPRESSED_BYTES)).ok).toBe(false);
  });

  it('accepts a document that expands to less than the bound (and the bound is 100 MB)', () => {
    expect(MAX_DOCX_UNCOMPRESSED_BYTES).toBe(100 * 1024 * 1024);
    // three parts of 33 MB each declared: 99 MB in all
    expect(checkAttachment('brief.docx', declareUncompressed(DOCX, 33 * 1024 * 1024)).ok).toBe(true);
    const text = zip([...DOC_PARTS, ['word/document.xml', DOCUMENT.replace('Our project brief', 'word '.repeat(200_000))]]);
    expect(checkAttachment('brief.docx', text).ok).toBe(true);
  });

  it('reads the declared sizes from the central directory', () => {
    const entries = zipEntries(DOCX)!;
    expect(entries.map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(entries[2]!.uncompressedSize).toBe(Buffer.byteLength(DOCUMENT));
    expect(zipExpandsTooFar(entries)).toBe(false);
    expect(zipExpandsTooFar(entries, 100)).toBe(true);
  });
});
