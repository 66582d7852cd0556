import { gzipSync } from 'node:zlib';
import { ownedBytes, ownedBytesOf } from './owned-bytes';

describe('ownedBytes', () => {
  it('copies a slice of a larger buffer into memory of its own, with the same bytes', () => {
    const slice = gzipSync(Buffer.from('a small answer'));
    const own = ownedBytes(slice);
    expect(own.equals(slice)).toBe(true);
    expect(own.buffer.byteLength).toBe(own.length);
    expect(own.byteOffset).toBe(0);
  });

  it('keeps a buffer that already owns its memory', () => {
    const own = Buffer.allocUnsafeSlow(10).fill(1);
    expect(ownedBytes(own)).toBe(own);
  });

  it("writes a string's UTF-8 bytes into memory of their own", () => {
    for (const text of ['', 'plain', 'ünïcödé ✓ 🎵', 'x'.repeat(40_000)]) {
      const own = ownedBytesOf(text);
      expect(own.equals(Buffer.from(text))).toBe(true);
      expect(own.buffer.byteLength).toBe(own.length);
    }
  });
});
