import { describe, expect, it } from 'vitest';
import { asciiFallback, contentDisposition, fileNameFor, readFileName } from '../../server/platform/file-names';

describe('fileNameFor', () => {
  it('takes the extension of the detected type, keeping an alias of the same type', () => {
    expect(fileNameFor('x.html', 'pdf')).toBe('x.pdf');
    expect(fileNameFor('x.PDF', 'pdf')).toBe('x.pdf');
    expect(fileNameFor('photo.JPEG', 'jpg')).toBe('photo.jpeg');
    expect(fileNameFor('archive', 'zip')).toBe('archive.zip');
    expect(fileNameFor('v1.2 notes', 'pdf')).toBe('v1.2 notes.pdf');
    expect(fileNameFor('.html', 'pdf')).toBe('html.pdf');
  });

  it('keeps letters of any script and drops paths, reserved and invisible characters', () => {
    expect(fileNameFor('简历 résumé.pdf', 'pdf')).toBe('简历 résumé.pdf');
    expect(fileNameFor('re\u0301sume\u0301.pdf', 'pdf')).toBe('résumé.pdf'); // composed (NFC)
    expect(fileNameFor('C:\\Users\\me\\bad"na:me?.pdf', 'pdf')).toBe('bad_na_me_.pdf');
    expect(fileNameFor('inv\u202Efdp.exe', 'png')).toBe('invfdp.png');
    expect(fileNameFor('a\u0000b\tc\u200Bd.pdf', 'pdf')).toBe('abcd.pdf');
    expect(fileNameFor('  ..hidden  .pdf', 'pdf')).toBe('hidden.pdf');
    expect(fileNameFor(undefined, 'png')).toBe('file.png');
    expect(fileNameFor('\u202E\u200B', 'pdf')).toBe('file.pdf');
  });

  it('keeps names to 120 characters without splitting a character', () => {
    const name = fileNameFor(`${'😀'.repeat(200)}.pdf`, 'pdf');
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith('😀.pdf')).toBe(true);
    expect(name).not.toMatch(/\p{Cs}/u); // no half of a surrogate pair
  });
});

describe('contentDisposition', () => {
  it('sends an ASCII name as it is and any other with filename* and an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'x.pdf')).toBe('attachment; filename="x.pdf"');
    expect(contentDisposition('inline', '100% (final).pdf')).toBe(
      `inline; filename="100_ (final).pdf"; filename*=UTF-8''100%25%20%28final%29.pdf`,
    );
    expect(contentDisposition('attachment', "l'été.pdf")).toBe(
      `attachment; filename="l'ete.pdf"; filename*=UTF-8''l%27%C3%A9t%C3%A9.pdf`,
    );
    expect(asciiFallback('简历 résumé.pdf')).toBe('__ resume.pdf');
  });
});

describe('readFileName', () => {
  it('refuses a name that did not decode or came in RFC 2231 pieces, naming the field', () => {
    expect(readFileName('files', 'ok.pdf')).toBe('ok.pdf');
    expect(readFileName('files', undefined)).toBeUndefined();
    expect(() => readFileName('files', '\uFFFD.pdf')).toThrow(/^files: the file name could not be read/);
    expect(() => readFileName('avatar', '1*=%E5.pdf')).toThrow(/^avatar: /);
  });
});
