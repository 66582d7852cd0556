/**
 * The bytes in memory of their own. Node hands out small Buffers as slices of a shared slab
 * (`Buffer.from` of a string, 64 KiB on Node 24) and zlib's results as slices of its output chunk,
 * so a few hundred bytes kept for minutes can keep tens of kilobytes alive. Whatever a cache keeps
 * goes through here, so the bytes it counts are the bytes it holds.
 */
export function ownedBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** A string's UTF-8 bytes in memory of their own, written once (not a slab slice, then copied). */
export function ownedBytesOf(text: string): Buffer {
  const own = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  own.write(text);
  return own;
}
